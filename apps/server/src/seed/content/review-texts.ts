/** Short patient reviews by tone, for demo data; an empty string is a rating without text. */
export const reviewTexts: Record<'good' | 'mixed' | 'poor', string[]> = {
  good: [
    'Médecin très à l’écoute, explications claires et rassurantes.',
    'Ponctuel, professionnel et attentionné. Je recommande.',
    'Excellent suivi de mon enfant, le docteur prend le temps.',
    'Cabinet propre, secrétariat aimable et diagnostic précis.',
    'Very attentive doctor who explained everything clearly.',
    'Professional, on time and kind with my elderly mother.',
    'طبيب متمكن ويستمع جيدا للمريض، أنصح به.',
    'استقبال جيد وشرح واضح للعلاج، شكرا للدكتور.',
    'طبيبة لطيفة ودقيقة في التشخيص.',
    '',
  ],
  mixed: [
    'Bon médecin mais beaucoup d’attente malgré le rendez-vous.',
    'Consultation correcte, un peu rapide à mon goût.',
    'Good doctor, but the waiting room was very crowded.',
    'التشخيص جيد لكن الانتظار طويل.',
    '',
  ],
  poor: [
    'Attente de plus de deux heures, consultation expédiée.',
    'Peu d’explications sur le traitement prescrit.',
    'The appointment was rushed and my questions went unanswered.',
    'لم يشرح لي الطبيب العلاج بشكل كاف.',
  ],
};

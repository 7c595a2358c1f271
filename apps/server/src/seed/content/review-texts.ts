type Locale = 'fr' | 'en' | 'ar';
export type ReviewTone = 'good' | 'mixed' | 'poor';
type SentencePool = Record<ReviewTone, Record<Locale, string[]>>;

/**
 * Sentences of demo reviews (decision 051). A review is one or two of them, in its author's
 * language, never one its doctor already shows. Every sentence speaks of the visit, never of the
 * doctor as "he" or "she", so it reads right under any practitioner of its group.
 */

/** Sentences that fit any practitioner: the welcome, the wait, the listening, the fees. */
const commonSentences: SentencePool = {
  good: {
    fr: [
      'Accueil chaleureux et secrétariat très aimable.',
      'Rendez-vous respecté à l’heure près.',
      'Très à l’écoute, on ne se sent jamais pressé.',
      'Des explications claires, avec des mots simples.',
      'Cabinet propre, calme et facile à trouver.',
      'Je recommande sans hésiter.',
      'Prise de rendez-vous rapide, dans la semaine.',
      'Une prise en charge professionnelle et bienveillante.',
      'Les tarifs ont été annoncés dès l’appel, aucune surprise.',
      'Beaucoup de patience pour répondre à toutes mes questions.',
      'Le cabinet a appelé la veille pour confirmer le rendez-vous.',
      'Une vraie qualité d’écoute, rare de nos jours.',
    ],
    en: [
      'Warm welcome and a very friendly receptionist.',
      'Seen right on time.',
      'Listened carefully and never made me feel rushed.',
      'Clear explanations in plain words.',
      'Clean, quiet practice that is easy to find.',
      'I would recommend without hesitation.',
      'Easy to get an appointment the same week.',
      'Fees were given over the phone, no surprises.',
      'Patient with all my questions.',
      'The practice called the day before to confirm.',
    ],
    ar: [
      'استقبال طيب وكاتبة لطيفة جدا.',
      'احترام تام لموعد الاستشارة.',
      'إصغاء جيد للمريض دون استعجال.',
      'شرح واضح بكلمات بسيطة.',
      'عيادة نظيفة وهادئة وسهلة الوصول.',
      'أنصح بهذه العيادة دون تردد.',
      'الحصول على موعد كان سريعا، في نفس الأسبوع.',
      'الأثمنة واضحة منذ المكالمة الأولى، بلا مفاجآت.',
      'صبر كبير في الإجابة عن كل أسئلتي.',
      'اتصلت العيادة في اليوم السابق لتأكيد الموعد.',
    ],
  },
  mixed: {
    fr: [
      'Bonne prise en charge, mais une heure d’attente malgré le rendez-vous.',
      'Consultation correcte, un peu rapide à mon goût.',
      'Prise en charge sérieuse, mais le secrétariat est difficile à joindre au téléphone.',
      'Salle d’attente trop petite et bondée le samedi.',
      'Tarif un peu élevé pour la durée du rendez-vous.',
    ],
    en: [
      'Good care, but an hour’s wait despite the appointment.',
      'Fine, if a little quick for my taste.',
      'Serious care, but the practice is hard to reach by phone.',
      'The waiting room is small and crowded on Saturdays.',
      'A bit expensive for such a short visit.',
    ],
    ar: [
      'متابعة جيدة لكن الانتظار طويل رغم الموعد.',
      'استشارة مقبولة لكنها سريعة بعض الشيء.',
      'يصعب الاتصال بالعيادة عبر الهاتف.',
      'قاعة الانتظار صغيرة ومكتظة يوم السبت.',
      'الثمن مرتفع قليلا مقارنة بمدة الموعد.',
    ],
  },
  poor: {
    fr: [
      'Plus de deux heures d’attente, puis un rendez-vous expédié.',
      'Très peu d’explications, mes questions sont restées sans réponse.',
      'Rendez-vous annulé le matin même, sans proposition de nouvelle date.',
      'Accueil froid au secrétariat.',
    ],
    en: [
      'Over two hours of waiting, then a rushed visit.',
      'Very little explanation; my questions went unanswered.',
      'Appointment cancelled the same morning with no new date offered.',
      'A cold welcome at the front desk.',
    ],
    ar: [
      'انتظار أكثر من ساعتين ثم موعد متسرع.',
      'شرح قليل جدا وبقيت أسئلتي بلا جواب.',
      'أُلغي الموعد صباح نفس اليوم دون اقتراح موعد آخر.',
      'استقبال بارد من طرف الكاتبة.',
    ],
  },
};

/** Groups of specialities whose patients speak of the same things. */
export type ReviewGroup =
  | 'medical'
  | 'children'
  | 'mind'
  | 'surgery'
  | 'dental'
  | 'women'
  | 'rehabilitation'
  | 'imaging'
  | 'oncology'
  | 'other';

/**
 * The group of each speciality slug (db/reference/specialities.ts); any slug not named here is
 * `medical`. `other` (speech therapy, nutrition, occupational and aesthetic medicine) gets the common
 * sentences only. Child psychiatry is in `mind`: its reviews never speak of vaccines or fevers.
 */
const groupOfSpeciality: Record<string, ReviewGroup> = {
  pediatrics: 'children',
  psychiatry: 'mind',
  'child-psychiatry': 'mind',
  psychology: 'mind',
  'general-surgery': 'surgery',
  'plastic-surgery': 'surgery',
  'cardiovascular-surgery': 'surgery',
  'thoracic-surgery': 'surgery',
  neurosurgery: 'surgery',
  'pediatric-surgery': 'surgery',
  'maxillofacial-surgery': 'surgery',
  'traumatology-orthopedics': 'surgery',
  urology: 'surgery',
  anesthesiology: 'surgery',
  dentistry: 'dental',
  orthodontics: 'dental',
  'gynecology-obstetrics': 'women',
  midwifery: 'women',
  physiotherapy: 'rehabilitation',
  'physical-medicine-rehab': 'rehabilitation',
  radiology: 'imaging',
  'nuclear-medicine': 'imaging',
  'medical-oncology': 'oncology',
  radiotherapy: 'oncology',
  hematology: 'oncology',
  'speech-therapy': 'other',
  nutrition: 'other',
  'occupational-medicine': 'other',
  'aesthetic-medicine': 'other',
};

export function reviewGroupOf(specialitySlug: string): ReviewGroup {
  return groupOfSpeciality[specialitySlug] ?? 'medical';
}

const groupSentences: Record<Exclude<ReviewGroup, 'other'>, SentencePool> = {
  medical: {
    good: {
      fr: [
        'Diagnostic précis dès la première consultation.',
        'Le traitement a été expliqué point par point.',
        'Examen clinique complet et minutieux.',
        'Beaucoup de douceur avec ma mère âgée.',
        'Ordonnance claire et résultats d’analyses commentés par téléphone.',
      ],
      en: [
        'An accurate diagnosis at the first visit.',
        'The treatment was explained step by step.',
        'A thorough examination.',
        'Very gentle with my elderly mother.',
        'A clear prescription, and my test results discussed by phone.',
      ],
      ar: [
        'تشخيص دقيق منذ الاستشارة الأولى.',
        'شرح مفصل للعلاج خطوة بخطوة.',
        'فحص سريري شامل ودقيق.',
        'معاملة لطيفة جدا مع والدتي المسنة.',
        'وصفة واضحة وشرح نتائج التحاليل عبر الهاتف.',
      ],
    },
    mixed: {
      fr: ['Beaucoup d’examens demandés sans vraiment expliquer pourquoi.'],
      en: ['Many tests ordered without really saying why.'],
      ar: ['تحاليل كثيرة دون شرح السبب.'],
    },
    poor: {
      fr: ['Ordonnance rédigée presque sans examen.'],
      en: ['A prescription with hardly any examination.'],
      ar: ['وصفة دواء دون فحص يذكر.'],
    },
  },
  children: {
    good: {
      fr: [
        'Excellent suivi de mon enfant depuis sa naissance.',
        'Beaucoup de douceur avec les enfants, ma fille n’a pas pleuré.',
        'Calendrier des vaccins bien expliqué.',
        'Réponse rapide au téléphone quand mon fils avait de la fièvre.',
        'Conseils précieux pour l’alimentation de notre bébé.',
      ],
      en: [
        'Excellent follow-up of my child since birth.',
        'So gentle with children, my daughter did not cry.',
        'The vaccination schedule was explained clearly.',
        'A quick answer by phone when my son had a fever.',
        'Helpful advice on feeding our baby.',
      ],
      ar: [
        'متابعة ممتازة لطفلي منذ الولادة.',
        'لطف كبير مع الأطفال، ابنتي لم تبك.',
        'شرح واضح لجدول التلقيحات.',
        'رد سريع عبر الهاتف عندما أصيب ابني بالحمى.',
        'نصائح مفيدة لتغذية رضيعنا.',
      ],
    },
    mixed: {
      fr: ['Bon contact avec les enfants, mais salle d’attente pleine de petits malades.'],
      en: ['Good with children, but the waiting room is full of sick little ones.'],
      ar: ['تعامل جيد مع الأطفال لكن قاعة الانتظار مليئة بالصغار المرضى.'],
    },
    poor: {
      fr: ['Consultation trop rapide pour un nourrisson de trois mois.'],
      en: ['Far too quick a visit for a three-month-old baby.'],
      ar: ['استشارة سريعة جدا لرضيع عمره ثلاثة أشهر.'],
    },
  },
  mind: {
    good: {
      fr: [
        'Un espace où l’on peut parler sans se sentir jugé.',
        'Des séances régulières qui ont vraiment changé mon quotidien.',
        'Grande discrétion et beaucoup de respect.',
        'Des outils concrets pour gérer mon anxiété.',
        'Après quelques mois de suivi, je retrouve enfin un sommeil correct.',
      ],
      en: [
        'A space where I can talk without feeling judged.',
        'Regular sessions that really changed my daily life.',
        'Great discretion and much respect.',
        'Practical tools to manage my anxiety.',
        'After a few months of follow-up I finally sleep properly again.',
      ],
      ar: [
        'فضاء للحديث دون الشعور بأن أحدا يحكم علي.',
        'جلسات منتظمة غيرت حياتي اليومية فعلا.',
        'تكتم كبير واحترام.',
        'أدوات عملية للتعامل مع القلق.',
        'بعد بضعة أشهر من المتابعة عدت أخيرا إلى نوم طبيعي.',
      ],
    },
    mixed: {
      fr: ['Bonne écoute, mais les rendez-vous de suivi sont difficiles à obtenir.'],
      en: ['Listens well, but follow-up appointments are hard to get.'],
      ar: ['إصغاء جيد لكن مواعيد المتابعة صعبة المنال.'],
    },
    poor: {
      fr: ['Séance écourtée, j’ai eu l’impression de déranger.'],
      en: ['The session was cut short; I felt I was a bother.'],
      ar: ['جلسة مختصرة، شعرت أنني أزعج.'],
    },
  },
  surgery: {
    good: {
      fr: [
        'Opération bien expliquée avant, et tout s’est bien passé.',
        'Suivi post-opératoire sérieux, contrôle à la date prévue.',
        'Cicatrisation parfaite, merci à toute l’équipe.',
        'Des réponses rapides à mes inquiétudes après l’intervention.',
        'Les risques et les suites ont été présentés honnêtement.',
      ],
      en: [
        'The operation was well explained beforehand and everything went well.',
        'Careful aftercare, with the check-up on the planned date.',
        'Perfect healing, thanks to the whole team.',
        'Quick answers to my worries after the procedure.',
        'Risks and recovery were presented honestly.',
      ],
      ar: [
        'شرح العملية مسبقا ومرت بسلام.',
        'متابعة جدية بعد العملية والمراقبة في الموعد المحدد.',
        'التئام ممتاز للجرح، شكرا لكل الفريق.',
        'أجوبة سريعة على مخاوفي بعد التدخل.',
        'عرض صريح للمخاطر ولمرحلة التعافي.',
      ],
    },
    mixed: {
      fr: ['Intervention réussie, mais peu de nouvelles entre deux contrôles.'],
      en: ['The surgery went well, but there was little contact between check-ups.'],
      ar: ['نجحت العملية لكن التواصل قليل بين المراقبات.'],
    },
    poor: {
      fr: ['Date d’opération repoussée deux fois sans explication.'],
      en: ['The operation date was postponed twice without explanation.'],
      ar: ['تأجيل موعد العملية مرتين دون تفسير.'],
    },
  },
  dental: {
    good: {
      fr: [
        'Soins sans douleur, même pour une dévitalisation.',
        'Devis clair remis avant de commencer les soins.',
        'Détartrage soigneux et bons conseils d’hygiène.',
        'Rassurant pour quelqu’un qui a peur du dentiste comme moi.',
        'Le résultat de l’appareil dépasse mes attentes.',
      ],
      en: [
        'Painless care, even for a root canal.',
        'A clear quote before any work started.',
        'Careful scaling and good hygiene advice.',
        'Reassuring for someone as scared of the dentist as I am.',
        'The result of the braces went beyond my expectations.',
      ],
      ar: [
        'علاج بدون ألم حتى في علاج العصب.',
        'تقدير واضح للتكلفة قبل بدء العلاج.',
        'تنظيف دقيق للجير ونصائح جيدة للنظافة.',
        'طمأنينة كبيرة لشخص يخاف من طبيب الأسنان مثلي.',
        'نتيجة التقويم فاقت توقعاتي.',
      ],
    },
    mixed: {
      fr: ['Bon travail, mais la facture finale a dépassé le devis.'],
      en: ['Good work, but the final bill was higher than the quote.'],
      ar: ['عمل جيد لكن الفاتورة النهائية فاقت التقدير.'],
    },
    poor: {
      fr: ['Plombage tombé au bout de deux semaines.'],
      en: ['The filling fell out after two weeks.'],
      ar: ['سقطت الحشوة بعد أسبوعين.'],
    },
  },
  women: {
    good: {
      fr: [
        'Suivi de grossesse rassurant du premier au dernier mois.',
        'Échographies bien expliquées à chaque visite.',
        'Beaucoup de délicatesse pendant l’examen.',
        'Présence le jour de l’accouchement, comme prévu.',
        'Conseils clairs sur la contraception.',
      ],
      en: [
        'A reassuring pregnancy follow-up from the first month to the last.',
        'Scans explained at every visit.',
        'Very tactful during the examination.',
        'There on the day of the birth, as planned.',
        'Clear advice on contraception.',
      ],
      ar: [
        'متابعة مطمئنة للحمل من الشهر الأول إلى الأخير.',
        'شرح الفحص بالصدى في كل زيارة.',
        'لباقة كبيرة أثناء الفحص.',
        'حضور يوم الولادة كما كان متفقا عليه.',
        'نصائح واضحة حول وسائل منع الحمل.',
      ],
    },
    mixed: {
      fr: ['Bon suivi, mais difficile d’avoir un rendez-vous en urgence.'],
      en: ['Good follow-up, but hard to be seen urgently.'],
      ar: ['متابعة جيدة لكن يصعب الحصول على موعد مستعجل.'],
    },
    poor: {
      fr: ['Examen fait sans un mot d’explication.'],
      en: ['Examined without a word of explanation.'],
      ar: ['فحص دون أي كلمة شرح.'],
    },
  },
  rehabilitation: {
    good: {
      fr: [
        'Des séances efficaces, mon dos va beaucoup mieux.',
        'Exercices bien montrés, à refaire à la maison.',
        'Après mon entorse, je remarche normalement en quelques semaines.',
        'Chaque séance est adaptée à mes progrès.',
      ],
      en: [
        'Effective sessions, my back is much better.',
        'Exercises shown properly, to repeat at home.',
        'After my sprain I was walking normally within weeks.',
        'Each session adapted to my progress.',
      ],
      ar: [
        'حصص فعالة وظهري تحسن كثيرا.',
        'تمارين مشروحة جيدا لإعادتها في البيت.',
        'بعد الالتواء عدت إلى المشي بشكل طبيعي في أسابيع.',
        'كل حصة مكيفة حسب تقدمي.',
      ],
    },
    mixed: {
      fr: ['Bonnes séances, mais souvent plusieurs patients en même temps.'],
      en: ['Good sessions, but often several patients at once.'],
      ar: ['حصص جيدة لكن غالبا مع عدة مرضى في نفس الوقت.'],
    },
    poor: {
      fr: ['Séances de vingt minutes au lieu de quarante.'],
      en: ['Twenty-minute sessions instead of forty.'],
      ar: ['حصص من عشرين دقيقة بدل أربعين.'],
    },
  },
  imaging: {
    good: {
      fr: [
        'Examen rapide et compte rendu remis le jour même.',
        'Tout a été expliqué pendant l’échographie.',
        'Personnel attentif pendant l’IRM, malgré mon angoisse.',
        'Résultats envoyés directement à mon médecin.',
      ],
      en: [
        'A quick scan, with the report handed over the same day.',
        'Everything was explained during the ultrasound.',
        'Attentive staff during the MRI despite my anxiety.',
        'Results sent straight to my doctor.',
      ],
      ar: [
        'فحص سريع وتقرير في نفس اليوم.',
        'شرح كل شيء أثناء الفحص بالصدى.',
        'طاقم منتبه أثناء الرنين المغناطيسي رغم قلقي.',
        'إرسال النتائج مباشرة إلى طبيبي.',
      ],
    },
    mixed: {
      fr: ['Examen bien fait, mais compte rendu reçu avec trois jours de retard.'],
      en: ['A good scan, but the report came three days late.'],
      ar: ['فحص جيد لكن التقرير تأخر ثلاثة أيام.'],
    },
    poor: {
      fr: ['Rendez-vous à 9 h, passé à midi.'],
      en: ['Booked for 9 am, seen at noon.'],
      ar: ['موعد على الساعة التاسعة ولم يحن دوري إلا عند الزوال.'],
    },
  },
  oncology: {
    good: {
      fr: [
        'Un accompagnement humain du début à la fin du traitement.',
        'Chaque étape du traitement a été annoncée avec tact.',
        'Une équipe qui répond vite quand les effets secondaires inquiètent.',
        'Beaucoup d’humanité dans un moment très difficile pour notre famille.',
      ],
      en: [
        'Humane support from the start of treatment to the end.',
        'Every step of treatment was announced with tact.',
        'A team that answers quickly when side effects are worrying.',
        'Great humanity at a very hard time for our family.',
      ],
      ar: [
        'مرافقة إنسانية من بداية العلاج إلى نهايته.',
        'الإعلان عن كل مرحلة من العلاج بلباقة.',
        'فريق يجيب بسرعة عند القلق من الآثار الجانبية.',
        'إنسانية كبيرة في وقت صعب جدا على عائلتنا.',
      ],
    },
    mixed: {
      fr: ['Très bon suivi, mais des délais longs pour les résultats.'],
      en: ['Very good follow-up, but long waits for results.'],
      ar: ['متابعة جيدة جدا لكن انتظار النتائج طويل.'],
    },
    poor: {
      fr: ['Annonce du diagnostic faite trop brutalement.'],
      en: ['The diagnosis was broken far too bluntly.'],
      ar: ['إعلان التشخيص كان بطريقة قاسية جدا.'],
    },
  },
};

/** The sentences a review of this group, tone and language may use: the group's, then the common ones. */
export function reviewSentences(group: ReviewGroup, tone: ReviewTone, locale: Locale): readonly string[] {
  const key = `${group}/${tone}/${locale}`;
  let sentences = poolCache.get(key);
  if (!sentences) {
    const own = group === 'other' ? [] : groupSentences[group][tone][locale];
    sentences = [...own, ...commonSentences[tone][locale]];
    poolCache.set(key, sentences);
  }
  return sentences;
}

const poolCache = new Map<string, readonly string[]>();

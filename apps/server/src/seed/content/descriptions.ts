type Locale = 'fr' | 'en' | 'ar';

/**
 * HTML templates for a doctor's self-description, written in the first person so that they read the
 * same for a man or a woman. Placeholders: {speciality} (label in that language, always placed where
 * a capitalised title fits), {city}, {years} (number), {university} (from `universities`, same
 * language), {languages} (from `spokenLanguages`, same language). Allowed tags only: p, strong, em,
 * ul, ol, li, br. Sober wording: no medical claims, no superlatives, no advertising.
 */
export const descriptionTemplates: Record<Locale, string[]> = {
  fr: [
    '<p><strong>{speciality}</strong> à {city}, je reçois mes patients au cabinet, sur rendez-vous. J’ai effectué ma formation à la {university} et j’exerce depuis {years} ans.</p><p>Langues parlées : {languages}. Les feuilles de soins de l’AMO (CNSS, CNOPS) sont remplies au cabinet.</p>',
    '<p>{speciality} à {city}, je prends le temps d’expliquer à chaque patient les examens demandés et le traitement proposé. Formation à la {university} ; {years} ans d’exercice.</p><p>Langues de consultation : {languages}. Conventions : CNSS, CNOPS et principales assurances privées.</p>',
    '<p>Le cabinet de {city} accueille les patients sur rendez-vous. <strong>{speciality}</strong>, {years} ans d’expérience, formation à la {university}.</p><p>Langues parlées : {languages}. Merci d’apporter vos examens antérieurs lors de la première consultation.</p>',
    '<ul><li>Consultation au cabinet sur rendez-vous</li><li>Téléconsultation pour le suivi, lorsque l’examen clinique n’est pas nécessaire</li><li>Langues parlées : {languages}</li></ul><p><strong>{speciality}</strong> à {city} depuis {years} ans. Formation : {university}.</p>',
    '<p>{speciality} depuis {years} ans, j’ai ouvert mon cabinet à {city} après ma formation à la {university}. Je reçois sur rendez-vous et effectue, selon mes disponibilités, des visites à domicile pour les patients qui ne peuvent pas se déplacer.</p><p>Langues parlées : {languages}.</p>',
    '<p>Consultations sur rendez-vous à {city}, au cabinet ou en téléconsultation. <strong>{speciality}</strong> ; formation à la {university} ; {years} ans d’exercice.</p><p>Langues parlées : {languages}. AMO (CNSS, CNOPS) et assurances privées acceptées.</p>',
    '<p>{speciality} à {city}, j’oriente mon activité vers la consultation, la prévention et le suivi au long cours. J’ai suivi ma formation à la {university} et j’exerce depuis {years} ans.</p><p>Langues parlées : {languages}. Merci d’apporter vos ordonnances et résultats d’examens antérieurs.</p>',
    '<p><strong>{speciality}</strong> — {city}</p><p>{years} ans d’expérience, formation à la {university}. Consultations au cabinet sur rendez-vous, téléconsultation possible pour le suivi. Langues parlées : {languages}. Cabinet conventionné AMO (CNSS, CNOPS).</p>',
  ],
  en: [
    '<p><strong>{speciality}</strong> in {city}. I see patients at the practice by appointment, and have been practising for {years} years after training at the {university}.</p><p>Languages spoken: {languages}. AMO claim forms (CNSS, CNOPS) are completed at the practice.</p>',
    '<p>{speciality} in {city}, I take the time to explain to each patient the tests requested and the treatment proposed. Trained at the {university}; {years} years of practice.</p><p>Consultation languages: {languages}. Covered schemes: CNSS, CNOPS and the main private insurers.</p>',
    '<p>The practice in {city} receives patients by appointment. <strong>{speciality}</strong>, {years} years of experience, trained at the {university}.</p><p>Languages spoken: {languages}. Please bring previous test results to your first appointment.</p>',
    '<ul><li>Consultations at the practice by appointment</li><li>Teleconsultation for follow-up, when a physical examination is not needed</li><li>Languages spoken: {languages}</li></ul><p><strong>{speciality}</strong> in {city} for {years} years. Training: {university}.</p>',
    '<p>{speciality} for {years} years, I opened my practice in {city} after training at the {university}. I see patients by appointment and, when my schedule allows, make home visits for patients who cannot travel.</p><p>Languages spoken: {languages}.</p>',
    '<p>Appointments in {city}, at the practice or by teleconsultation. <strong>{speciality}</strong>; trained at the {university}; {years} years of practice.</p><p>Languages spoken: {languages}. AMO (CNSS, CNOPS) and private insurance accepted.</p>',
    '<p>{speciality} in {city}, I focus on consultation, prevention and long-term follow-up. I trained at the {university} and have been practising for {years} years.</p><p>Languages spoken: {languages}. Please bring your previous prescriptions and test results.</p>',
    '<p><strong>{speciality}</strong> — {city}</p><p>{years} years of experience; trained at the {university}. Appointments at the practice, with teleconsultation available for follow-up. Languages spoken: {languages}. The practice is covered by the national AMO agreement (CNSS, CNOPS).</p>',
  ],
  ar: [
    '<p><strong>{speciality}</strong> بمدينة {city}. أستقبل المرضى في العيادة بموعد مسبق، وقد تلقيت تكويني في {university}، وعدد سنوات ممارستي {years}.</p><p>اللغات المتحدث بها: {languages}. تُملأ في العيادة أوراق العلاج الخاصة بالتأمين الإجباري الأساسي عن المرض.</p>',
    '<p>{speciality} في {city}، أحرص على أن أشرح لكل مريض الفحوص المطلوبة والعلاج المقترح بوضوح. تابعت تكويني في {university}، وعدد سنوات خبرتي {years}.</p><p>لغات الاستشارة: {languages}. تُقبل ملفات الصندوق الوطني للضمان الاجتماعي والصندوق الوطني لمنظمات الاحتياط الاجتماعي وشركات التأمين الخاصة.</p>',
    '<p>تستقبل عيادة {speciality} بمدينة {city} المرضى بموعد مسبق. تخرجت في {university}، وعدد سنوات ممارستي {years}.</p><p>اللغات المتحدث بها: {languages}. يُرجى إحضار نتائج الفحوص السابقة عند أول استشارة.</p>',
    '<ul><li>الاستشارة في العيادة بموعد مسبق</li><li>الاستشارة عن بعد لتتبع الحالات التي لا تستدعي فحصًا سريريًا</li><li>اللغات المتحدث بها: {languages}</li></ul><p><strong>{speciality}</strong> بمدينة {city}. التكوين: {university}. سنوات الممارسة: {years}.</p>',
    '<p>افتتحت عيادتي في {city} بعد تكويني في {university}. أستقبل المرضى بموعد مسبق، وأقوم حسب الإمكان بزيارات منزلية لفائدة المرضى الذين يتعذر عليهم التنقل.</p><p><strong>{speciality}</strong> – سنوات الخبرة: {years} – اللغات: {languages}</p>',
    '<p>استشارات بموعد مسبق في {city}، في العيادة أو عن بعد. تُقبل ملفات التأمين الإجباري الأساسي عن المرض وشركات التأمين الخاصة.</p><ul><li><strong>{speciality}</strong></li><li>التكوين: {university}</li><li>سنوات الممارسة: {years}</li><li>اللغات المتحدث بها: {languages}</li></ul>',
    '<p>{speciality} في {city}، يتمحور عملي حول الاستشارة والوقاية والتتبع على المدى الطويل. تلقيت تكويني في {university}، وعدد سنوات ممارستي {years}.</p><p>اللغات: {languages}. يُرجى إحضار الوصفات الطبية ونتائج الفحوص السابقة.</p>',
    '<p><strong>{speciality}</strong> – {city}</p><p>تلقيت تكويني في {university}، وعدد سنوات خبرتي {years}. أستقبل المرضى في العيادة بموعد مسبق، مع إمكانية الاستشارة عن بعد للتتبع. العيادة متعاقدة في إطار الاتفاقية الوطنية للتأمين الإجباري الأساسي عن المرض.</p><p>اللغات المتحدث بها: {languages}</p>',
  ],
};

/**
 * Faculties where the doctor trained, index-aligned across languages (entry i names the same
 * faculty in fr, en and ar). The first eight are Moroccan; the rest are French, Belgian and Spanish.
 * Written to follow "à la …" (fr), "at the …" (en) and "في …" (ar).
 */
export const universities: Record<Locale, string[]> = {
  fr: [
    'Faculté de médecine et de pharmacie de Rabat',
    'Faculté de médecine et de pharmacie de Casablanca',
    'Faculté de médecine et de pharmacie de Fès',
    'Faculté de médecine et de pharmacie de Marrakech',
    'Faculté de médecine et de pharmacie d’Oujda',
    'Faculté de médecine et de pharmacie de Tanger',
    'Faculté de médecine et de pharmacie d’Agadir',
    'Faculté de médecine et de pharmacie de Laâyoune',
    'Faculté de médecine de l’Université Paris Cité',
    'Faculté de médecine de l’Université de Bordeaux',
    'Faculté de médecine de l’Université de Montpellier',
    'Faculté de médecine de l’Université libre de Bruxelles',
    'Faculté de médecine de l’Université Complutense de Madrid',
  ],
  en: [
    'Faculty of Medicine and Pharmacy of Rabat',
    'Faculty of Medicine and Pharmacy of Casablanca',
    'Faculty of Medicine and Pharmacy of Fez',
    'Faculty of Medicine and Pharmacy of Marrakesh',
    'Faculty of Medicine and Pharmacy of Oujda',
    'Faculty of Medicine and Pharmacy of Tangier',
    'Faculty of Medicine and Pharmacy of Agadir',
    'Faculty of Medicine and Pharmacy of Laayoune',
    'Faculty of Medicine of Université Paris Cité',
    'Faculty of Medicine of the University of Bordeaux',
    'Faculty of Medicine of the University of Montpellier',
    'Faculty of Medicine of the Université libre de Bruxelles',
    'Faculty of Medicine of the Complutense University of Madrid',
  ],
  ar: [
    'كلية الطب والصيدلة بالرباط',
    'كلية الطب والصيدلة بالدار البيضاء',
    'كلية الطب والصيدلة بفاس',
    'كلية الطب والصيدلة بمراكش',
    'كلية الطب والصيدلة بوجدة',
    'كلية الطب والصيدلة بطنجة',
    'كلية الطب والصيدلة بأكادير',
    'كلية الطب والصيدلة بالعيون',
    'كلية الطب بجامعة باريس سيتي',
    'كلية الطب بجامعة بوردو',
    'كلية الطب بجامعة مونبلييه',
    'كلية الطب بالجامعة الحرة ببروكسل',
    'كلية الطب بجامعة كومبلوتنسي بمدريد',
  ],
};

/** Languages a doctor speaks, index-aligned across languages; used after a label ("Langues parlées : …"). */
export const spokenLanguages: Record<Locale, string[]> = {
  fr: [
    'arabe, français',
    'arabe, amazighe, français',
    'arabe, français, anglais',
    'arabe, français, espagnol',
    'arabe, amazighe, français, anglais',
    'arabe, français, anglais, espagnol',
  ],
  en: [
    'Arabic, French',
    'Arabic, Amazigh, French',
    'Arabic, French, English',
    'Arabic, French, Spanish',
    'Arabic, Amazigh, French, English',
    'Arabic, French, English, Spanish',
  ],
  ar: [
    'العربية، الفرنسية',
    'العربية، الأمازيغية، الفرنسية',
    'العربية، الفرنسية، الإنجليزية',
    'العربية، الفرنسية، الإسبانية',
    'العربية، الأمازيغية، الفرنسية، الإنجليزية',
    'العربية، الفرنسية، الإنجليزية، الإسبانية',
  ],
};

/** The languages of `spokenLanguages` as codes of `spokenLanguageCodes`, index-aligned: the doctor's profile field. */
export const spokenLanguageSets: string[][] = [
  ['ar', 'fr'],
  ['ar', 'zgh', 'fr'],
  ['ar', 'fr', 'en'],
  ['ar', 'fr', 'es'],
  ['ar', 'zgh', 'fr', 'en'],
  ['ar', 'fr', 'en', 'es'],
];

import type { PostMotif } from './post-illustrations.ts';

type Locale = 'fr' | 'en' | 'ar';

/** A patient-education article written by a doctor, seeded as demo content. */
export interface BlogPostSeed {
  lang: Locale;
  title: string;
  /** One sentence, at most 160 characters. */
  excerpt: string;
  /** Sanitisable HTML: h2, h3, p, strong, em, u, s, ul, ol, li, a (https only), blockquote. */
  content: string;
  /** A slug from specialities.ts: the author's speciality. */
  speciality: string;
  /**
   * The topic's illustration, drawn by post-illustrations.ts. The same for every translation of an
   * article, so that one subject keeps one picture in all three languages.
   */
  motif: PostMotif;
}

/** Eight articles per language; Ramadan with diabetes, heat waves and hypertension exist in all three. */
export const blogPosts: BlogPostSeed[] = [
  {
    lang: 'fr',
    speciality: 'endocrinology',
    motif: 'fasting',
    title: 'Jeûner pendant le Ramadan quand on est diabétique : se préparer avec son médecin',
    excerpt:
      'Avant le Ramadan, une consultation permet d’évaluer si le jeûne est possible et d’adapter le traitement du diabète en sécurité.',
    content: `<h2>Une consultation avant le mois sacré</h2>
<p>Chaque année, de nombreux patients diabétiques souhaitent jeûner pendant le Ramadan. C’est un choix personnel et spirituel, mais le jeûne modifie le rythme des repas, du sommeil et des médicaments. Le risque principal est l’<strong>hypoglycémie</strong> (baisse du sucre dans le sang) pendant la journée, suivie parfois d’une <strong>hyperglycémie</strong> après des repas du soir trop riches.</p>
<p>Idéalement, prenez rendez-vous avec votre médecin <strong>quatre à six semaines avant le Ramadan</strong>. Il évaluera votre niveau de risque selon le type de diabète, votre traitement, l’équilibre de vos glycémies et les éventuelles complications (reins, cœur, yeux). Pour certaines personnes, le jeûne est déconseillé ; la religion prévoit d’ailleurs une dispense pour les malades.</p>
<h2>Adapter le traitement, jamais seul</h2>
<p>Les horaires et les doses de certains médicaments, en particulier l’insuline et certains comprimés qui font baisser le sucre, doivent souvent être modifiés pendant le mois. <em>Ne changez jamais votre traitement sans avis médical.</em></p>
<h2>Les bons réflexes pendant le jeûne</h2>
<ul>
<li>Contrôlez votre glycémie plusieurs fois par jour, surtout en fin d’après-midi. La plupart des autorités religieuses considèrent que la mesure au bout du doigt ne rompt pas le jeûne.</li>
<li>Prenez le s’hour le plus tard possible, avec des aliments qui rassasient longtemps : pain complet, légumineuses, produits laitiers.</li>
<li>Au ftour, commencez par de l’eau et une ou deux dattes, puis un repas équilibré ; limitez la chebakia, les jus sucrés et les fritures.</li>
<li>Buvez suffisamment d’eau entre le ftour et le s’hour.</li>
<li>Évitez les efforts physiques intenses dans les heures qui précèdent la rupture du jeûne.</li>
</ul>
<h3>Quand faut-il rompre le jeûne ?</h3>
<p>Rompez immédiatement le jeûne si votre glycémie descend <strong>sous 0,70 g/l</strong> ou dépasse <strong>3 g/l</strong>, ou en cas de malaise, de sueurs, de tremblements, de confusion, de soif intense ou de vomissements. Gardez toujours sur vous du sucre ou une boisson sucrée.</p>
<blockquote>Le jeûne ne doit jamais mettre votre santé en danger.</blockquote>
<p>Des informations générales sont disponibles sur le site du <a href="https://www.sante.gov.ma">ministère de la Santé et de la Protection sociale</a>. Avant et pendant le Ramadan, parlez-en avec votre médecin traitant ou votre endocrinologue : lui seul peut adapter ces conseils à votre situation.</p>`,
  },
  {
    lang: 'fr',
    speciality: 'general-medicine',
    motif: 'heat',
    title: 'Vagues de chaleur : comment se protéger et protéger ses proches',
    excerpt:
      'Lors des fortes chaleurs, quelques gestes simples limitent le risque de déshydratation et de coup de chaleur, surtout chez les plus fragiles.',
    content: `<h2>Pourquoi la chaleur est dangereuse</h2>
<p>Les épisodes de forte chaleur sont de plus en plus fréquents au Maroc, y compris dans des villes habituellement tempérées. Quand la température reste élevée le jour comme la nuit, le corps a du mal à se refroidir. Il perd de l’eau et des sels minéraux, ce qui peut conduire à la <strong>déshydratation</strong>, puis au <strong>coup de chaleur</strong>, qui est une urgence médicale.</p>
<h3>Les personnes les plus exposées</h3>
<ul>
<li>les nourrissons et les jeunes enfants ;</li>
<li>les personnes âgées, surtout si elles vivent seules ;</li>
<li>les femmes enceintes ;</li>
<li>les personnes atteintes de maladies chroniques (cœur, reins, diabète) ou qui prennent certains médicaments ;</li>
<li>les personnes qui travaillent en plein air et les sportifs.</li>
</ul>
<h2>Les bons gestes</h2>
<ol>
<li><strong>Buvez régulièrement</strong>, sans attendre d’avoir soif, de l’eau de préférence. Limitez les boissons très sucrées ou riches en caféine.</li>
<li>Gardez votre logement au frais : fermez volets et rideaux pendant la journée, aérez la nuit si l’air extérieur est plus frais.</li>
<li>Évitez de sortir et de faire des efforts entre 12 h et 16 h.</li>
<li>Portez des vêtements légers, amples et clairs, ainsi qu’un chapeau.</li>
<li>Mangez léger, avec des fruits et des légumes riches en eau.</li>
<li>Prenez des nouvelles de vos voisins et de vos parents âgés.</li>
<li>Ne laissez jamais un enfant seul dans une voiture, même quelques minutes.</li>
</ol>
<p>Si vous suivez un traitement au long cours, ne le modifiez pas de vous-même : demandez à votre médecin s’il faut l’adapter pendant l’été.</p>
<h2>Reconnaître les signes d’alerte</h2>
<p>Une fatigue inhabituelle, des maux de tête, des crampes, des vertiges ou des nausées doivent faire installer la personne au frais et la faire boire. Une <strong>température corporelle très élevée</strong>, une peau chaude et sèche, une confusion ou une perte de connaissance font penser à un coup de chaleur : appelez immédiatement les secours (141 ou 150) et rafraîchissez la personne en attendant leur arrivée.</p>
<p>Les recommandations de l’<a href="https://www.who.int/fr">Organisation mondiale de la Santé</a> sur la chaleur sont disponibles en ligne. En cas de doute, n’hésitez pas à consulter votre médecin.</p>`,
  },
  {
    lang: 'fr',
    speciality: 'pediatrics',
    motif: 'vaccine',
    title: 'Vaccination des enfants : ce qu’il faut savoir sur le Programme national d’immunisation',
    excerpt:
      'Gratuits dans les centres de santé, les vaccins du Programme national d’immunisation protègent votre enfant contre des maladies graves.',
    content: `<h2>Un programme gratuit et éprouvé</h2>
<p>Depuis plusieurs décennies, le Maroc dispose d’un <strong>Programme national d’immunisation (PNI)</strong>. Les vaccins qu’il prévoit sont administrés gratuitement dans les centres de santé publics, et la plupart sont aussi disponibles auprès des pédiatres et médecins libéraux. Grâce à une couverture vaccinale élevée, des maladies autrefois fréquentes comme la poliomyélite, la diphtérie ou le tétanos du nouveau-né sont devenues très rares.</p>
<h2>Contre quelles maladies ?</h2>
<p>Le calendrier protège notamment contre la tuberculose, l’hépatite B, la poliomyélite, la diphtérie, le tétanos, la coqueluche, les infections à <em>Haemophilus influenzae</em> de type b, les infections à pneumocoque, les gastro-entérites à rotavirus, la rougeole et la rubéole. La vaccination contre les papillomavirus humains (HPV), qui prévient le cancer du col de l’utérus, a également été introduite pour les jeunes filles.</p>
<h2>Comment se déroule le calendrier ?</h2>
<ul>
<li>Les premières doses sont données à la naissance, puis lors de plusieurs rendez-vous au cours de la première année.</li>
<li>Des rappels sont prévus pendant la petite enfance et autour de l’entrée à l’école.</li>
<li>Chaque vaccin est inscrit dans le <strong>carnet de santé</strong> de l’enfant : conservez-le précieusement et apportez-le à chaque consultation.</li>
</ul>
<p>Le calendrier exact est fixé par le ministère de la Santé et de la Protection sociale et peut évoluer. Votre médecin ou l’équipe du centre de santé vous indiquera la date du prochain rendez-vous.</p>
<h3>Et en cas de retard ?</h3>
<p>Un vaccin oublié n’oblige généralement pas à tout recommencer : le plus souvent, il suffit de reprendre le calendrier là où il s’est arrêté. Ne laissez pas un retard s’installer et parlez-en à votre médecin.</p>
<h3>Les petites réactions après un vaccin</h3>
<p>Une légère fièvre, une rougeur ou une douleur au point d’injection sont fréquentes et disparaissent en un à deux jours. Consultez rapidement si la fièvre est élevée ou persiste, si l’enfant est inhabituellement somnolent ou pleure sans pouvoir être consolé, ou en cas de gonflement important.</p>
<blockquote>Vacciner son enfant, c’est aussi protéger les bébés trop jeunes pour être vaccinés.</blockquote>
<p>Pour plus d’informations, consultez le site du <a href="https://www.sante.gov.ma">ministère de la Santé et de la Protection sociale</a>. Pour toute question sur la vaccination de votre enfant, parlez-en à votre pédiatre ou à votre médecin.</p>`,
  },
  {
    lang: 'fr',
    speciality: 'cardiology',
    motif: 'heart',
    title: 'Hypertension artérielle : pourquoi mesurer sa tension, même quand on se sent bien',
    excerpt:
      'L’hypertension ne donne souvent aucun symptôme : une simple mesure de la tension permet de la dépister et d’éviter ses complications.',
    content: `<h2>Une maladie fréquente et silencieuse</h2>
<p>Au Maroc, les enquêtes nationales estiment qu’environ un adulte sur trois a une tension artérielle trop élevée, et qu’une partie importante de ces personnes l’ignore. L’hypertension ne fait généralement pas mal. Pourtant, au fil des années, elle fatigue le cœur et abîme les artères, les reins et les yeux. Elle augmente nettement le risque d’accident vasculaire cérébral et d’infarctus.</p>
<h2>Qui doit se faire dépister ?</h2>
<p>Tout adulte devrait faire contrôler sa tension régulièrement, par exemple à l’occasion d’une consultation. La surveillance est encore plus importante en cas de surpoids, de diabète, de tabagisme, d’antécédents familiaux, de grossesse ou après 40 ans.</p>
<h2>Bien mesurer sa tension</h2>
<p>On parle en général d’hypertension quand les chiffres mesurés au cabinet sont, à plusieurs reprises, <strong>égaux ou supérieurs à 140/90 mmHg</strong>. Une seule mesure élevée ne suffit pas pour poser le diagnostic. Si votre médecin vous propose des mesures à domicile, respectez ces règles :</p>
<ol>
<li>restez assis au calme cinq minutes avant la mesure, le dos appuyé ;</li>
<li>évitez le café, le tabac et l’effort dans la demi-heure qui précède ;</li>
<li>posez le bras à hauteur du cœur, le brassard sur la peau nue ;</li>
<li>faites deux mesures à une minute d’intervalle, le matin et le soir, et notez les résultats.</li>
</ol>
<h2>Ce qui aide au quotidien</h2>
<ul>
<li>Réduire le sel : attention au pain, aux olives, aux conserves, aux bouillons en cube et à la charcuterie. L’OMS recommande de consommer moins de 5 g de sel par jour.</li>
<li>Bouger au moins 30 minutes par jour ; la marche rapide convient très bien.</li>
<li>Manger davantage de légumes, de fruits et de légumineuses.</li>
<li>Arrêter le tabac et perdre du poids si nécessaire.</li>
</ul>
<p>Si un traitement vous est prescrit, il est souvent nécessaire au long cours : ne l’arrêtez pas parce que les chiffres se sont normalisés. Un mal de tête brutal et violent, une douleur dans la poitrine, une faiblesse d’un côté du corps ou une difficulté à parler imposent d’appeler les secours sans attendre. Pour tout le reste, parlez-en à votre médecin, qui adaptera le suivi à votre situation.</p>`,
  },
  {
    lang: 'fr',
    speciality: 'pulmonology',
    motif: 'flu',
    title: 'Grippe saisonnière : se protéger et savoir quand consulter',
    excerpt:
      'La grippe revient chaque hiver : la vaccination des personnes à risque et quelques gestes simples limitent sa propagation et ses complications.',
    content: `<h2>Grippe ou simple rhume ?</h2>
<p>La grippe est une infection respiratoire due aux virus influenza. Elle circule surtout de l’automne à la fin de l’hiver. Contrairement au rhume, elle commence souvent brutalement : fièvre élevée, courbatures, grande fatigue, maux de tête et toux sèche. Chez la plupart des personnes en bonne santé, elle guérit en une à deux semaines, mais elle peut se compliquer, notamment d’une pneumonie.</p>
<h2>Qui doit se faire vacciner ?</h2>
<p>Le vaccin est à refaire chaque année, car les virus changent d’une saison à l’autre. Il est particulièrement recommandé :</p>
<ul>
<li>aux personnes de 65 ans et plus ;</li>
<li>aux personnes atteintes de maladies chroniques : asthme, bronchite chronique, diabète, maladies du cœur ou des reins ;</li>
<li>aux femmes enceintes ;</li>
<li>aux professionnels de santé.</li>
</ul>
<p>Le meilleur moment pour se faire vacciner est l’automne, avant que le virus ne circule largement. Demandez conseil à votre médecin.</p>
<h2>Les gestes qui protègent</h2>
<ul>
<li>Se laver souvent les mains à l’eau et au savon.</li>
<li>Tousser ou éternuer dans son coude ou dans un mouchoir à usage unique.</li>
<li>Aérer les pièces chaque jour.</li>
<li>Porter un masque quand on est malade et qu’on côtoie des personnes fragiles.</li>
<li>Rester à la maison tant que la fièvre persiste.</li>
</ul>
<h3>Et les antibiotiques ?</h3>
<p>La grippe est due à un virus : <strong>les antibiotiques ne la soignent pas</strong>. Le repos, une bonne hydratation et, si besoin, un médicament contre la fièvre conseillé par un professionnel de santé suffisent le plus souvent. <em>Évitez l’automédication</em>, en particulier chez l’enfant.</p>
<h3>Quand consulter rapidement ?</h3>
<p>Consultez sans attendre en cas de difficulté à respirer, de douleur dans la poitrine, de fièvre qui dure plus de trois jours ou qui réapparaît, de confusion, ou si vous appartenez à un groupe à risque. Chez le nourrisson, un refus de boire ou une somnolence inhabituelle doivent alerter. Les fiches d’information de l’<a href="https://www.who.int/fr">OMS</a> sur la grippe sont aussi utiles. En cas de doute, votre médecin reste votre meilleur interlocuteur.</p>`,
  },
  {
    lang: 'fr',
    speciality: 'dermatology',
    motif: 'sun-skin',
    title: 'Soleil : protéger sa peau toute l’année',
    excerpt:
      'Même sous un ciel voilé, le soleil marocain abîme la peau : voici les gestes de protection utiles pour toute la famille.',
    content: `<h2>Des rayons utiles mais agressifs</h2>
<p>Le soleil aide l’organisme à fabriquer la vitamine D et améliore le moral. Mais une exposition excessive aux rayons ultraviolets provoque des coups de soleil, accélère le vieillissement de la peau et augmente le risque de cancers cutanés, dont le mélanome. Au Maroc, l’ensoleillement est fort une grande partie de l’année, à la plage comme à la montagne ou en ville, et les rayons traversent aussi les nuages.</p>
<h2>Les bons gestes</h2>
<ol>
<li><strong>Évitez le soleil entre 12 h et 16 h</strong>, quand les rayons sont les plus intenses.</li>
<li>Recherchez l’ombre et portez un chapeau à larges bords, des lunettes de soleil et des vêtements couvrants.</li>
<li>Appliquez une crème solaire à large spectre, d’indice 30 au minimum, ou 50 pour les peaux claires et les enfants, en couche généreuse, une vingtaine de minutes avant l’exposition.</li>
<li>Renouvelez l’application toutes les deux heures, ainsi qu’après chaque baignade ou en cas de forte transpiration.</li>
</ol>
<p>La crème solaire complète les autres mesures : elle ne permet pas de rester plus longtemps au soleil.</p>
<h2>Les enfants d’abord</h2>
<p>La peau des enfants est plus fragile, et les coups de soleil reçus pendant l’enfance augmentent le risque de cancer de la peau à l’âge adulte. Les nourrissons de moins de six mois ne doivent pas être exposés directement au soleil. Un t-shirt, un chapeau et l’ombre restent la meilleure protection.</p>
<h2>Surveiller sa peau</h2>
<p>Examinez régulièrement vos grains de beauté, ou faites-vous aider pour le dos. Consultez si l’un d’eux :</p>
<ul>
<li>est <strong>asymétrique</strong> ou a des <strong>bords irréguliers</strong> ;</li>
<li>présente plusieurs <strong>couleurs</strong> ;</li>
<li>grandit ou change d’aspect ;</li>
<li>saigne, démange ou ne cicatrise pas.</li>
</ul>
<p>Les personnes à la peau claire, qui ont de nombreux grains de beauté ou des antécédents familiaux de mélanome, doivent être particulièrement attentives. Pour toute lésion qui vous inquiète, consultez votre médecin ou un dermatologue : un examen simple permet souvent de vous rassurer.</p>`,
  },
  {
    lang: 'fr',
    speciality: 'rheumatology',
    motif: 'back',
    title: 'Mal de dos au travail : prévenir plutôt que subir',
    excerpt:
      'Le mal de dos lié au travail est fréquent mais souvent évitable : réglage du poste, pauses actives et bons gestes font la différence.',
    content: `<h2>Un problème très courant</h2>
<p>La lombalgie, ou douleur du bas du dos, est l’un des motifs de consultation les plus fréquents. Elle touche aussi bien les personnes qui portent des charges que celles qui passent la journée assises devant un écran. Dans la grande majorité des cas, elle est <strong>bénigne</strong> et s’améliore en quelques jours à quelques semaines.</p>
<h2>Au bureau</h2>
<ul>
<li>Réglez votre siège pour que les pieds reposent à plat sur le sol et que les genoux soient à peu près à hauteur des hanches.</li>
<li>Placez le haut de l’écran à hauteur des yeux, à environ une longueur de bras.</li>
<li>Gardez le dos appuyé contre le dossier et les avant-bras posés sur le bureau.</li>
<li>Levez-vous toutes les 30 à 60 minutes pour marcher un peu ou vous étirer.</li>
</ul>
<h2>Pour porter des charges</h2>
<ul>
<li>Pliez les genoux plutôt que le dos et gardez la charge près du corps.</li>
<li>Évitez de tourner le buste en portant.</li>
<li>Demandez de l’aide ou utilisez un chariot pour les objets lourds.</li>
</ul>
<h2>Quand le dos fait mal</h2>
<p>Le repos strict au lit n’est plus conseillé : rester actif, en adaptant ses efforts, aide à récupérer plus vite. La chaleur locale peut soulager. Votre médecin pourra proposer un antidouleur adapté et, si besoin, des séances de kinésithérapie. Une activité physique régulière, comme la marche ou la natation, aide ensuite à éviter les récidives.</p>
<h3>Les signes qui doivent faire consulter rapidement</h3>
<ul>
<li>une douleur apparue après une chute ou un choc ;</li>
<li>de la fièvre, un amaigrissement inexpliqué ou une douleur qui réveille la nuit ;</li>
<li>un engourdissement ou une faiblesse d’une jambe ;</li>
<li>des troubles pour uriner ou aller à la selle, ou une perte de sensibilité entre les cuisses.</li>
</ul>
<p>Si la douleur dure plus de quelques semaines ou revient souvent, parlez-en à votre médecin, ou au médecin du travail de votre entreprise : un bilan permettra de trouver des solutions adaptées à votre poste.</p>`,
  },
  {
    lang: 'fr',
    speciality: 'gynecology-obstetrics',
    motif: 'pregnancy',
    title: 'Grossesse : les étapes d’un suivi serein',
    excerpt:
      'Un suivi régulier pendant la grossesse protège la santé de la mère et du bébé : voici les grandes étapes et les signes d’alerte.',
    content: `<h2>Consulter dès le début</h2>
<p>Dès que vous pensez être enceinte, prenez rendez-vous avec un médecin ou une sage-femme. Cette première consultation permet de confirmer la grossesse, d’estimer la date d’accouchement, de faire le point sur vos antécédents et vos traitements, et de prescrire les premiers examens de sang et d’urine.</p>
<p>L’idéal est même de préparer la grossesse avant qu’elle commence : un complément d’<strong>acide folique</strong>, débuté avant la conception et poursuivi pendant les premières semaines, réduit le risque de certaines malformations du bébé. Demandez conseil à votre médecin.</p>
<h2>Un suivi tout au long de la grossesse</h2>
<p>L’Organisation mondiale de la Santé recommande <strong>au moins huit contacts</strong> avec un professionnel de santé pendant la grossesse. Ces rendez-vous permettent de surveiller la tension artérielle, le poids et la croissance du bébé, et de dépister des problèmes comme l’anémie, le diabète de grossesse ou la prééclampsie. Des échographies sont réalisées à des moments clés. Le suivi peut se faire dans un centre de santé public ou auprès d’un professionnel libéral.</p>
<h2>Au quotidien</h2>
<ul>
<li>Mangez varié et lavez soigneusement les fruits et les légumes ; évitez la viande peu cuite et les produits laitiers non pasteurisés.</li>
<li>Ne prenez aucun médicament, même à base de plantes, sans avis médical.</li>
<li>Évitez le tabac, y compris la fumée des autres, ainsi que l’alcool.</li>
<li>Restez active : une marche quotidienne est bénéfique si la grossesse se déroule normalement.</li>
</ul>
<h2>Consultez sans attendre en cas de :</h2>
<ul>
<li>saignements ou perte de liquide ;</li>
<li>maux de tête intenses, troubles de la vue ou gonflement brutal du visage et des mains ;</li>
<li>fièvre ;</li>
<li>douleurs fortes au ventre ou contractions avant le terme ;</li>
<li>diminution des mouvements du bébé.</li>
</ul>
<p>Gardez votre carnet de grossesse et apportez-le à chaque rendez-vous. Pour toute question, votre gynécologue, votre médecin ou votre sage-femme sont là pour vous accompagner.</p>`,
  },
  {
    lang: 'en',
    speciality: 'pediatrics',
    motif: 'sleep',
    title: 'Screens and sleep: helping children rest well',
    excerpt:
      'Evening screen use can delay children’s sleep; simple family rules help protect their rest, mood and learning.',
    content: `<h2>Why sleep matters</h2>
<p>Sleep is essential for a child’s growth, memory, mood and concentration at school. Yet many children now go to bed later and sleep less than they need, often because of phones, tablets, televisions and game consoles. The light from screens and stimulating content make it harder to fall asleep, and notifications can wake children during the night.</p>
<h2>How much sleep do children need?</h2>
<p>Needs vary from one child to another, but pediatric sleep experts give these approximate ranges per 24 hours:</p>
<ul>
<li>3 to 5 years: 10 to 13 hours, naps included;</li>
<li>6 to 12 years: 9 to 12 hours;</li>
<li>13 to 18 years: 8 to 10 hours.</li>
</ul>
<h2>What about screen time?</h2>
<p>The World Health Organization advises <strong>no sedentary screen time for children under 2</strong>, and <strong>no more than one hour a day for children aged 2 to 4</strong>, with less being better. For older children, what matters most is that screens do not replace sleep, physical activity, homework and time together as a family.</p>
<h2>Practical family rules</h2>
<ol>
<li>Switch off screens <strong>at least one hour before bedtime</strong>.</li>
<li>Keep phones, tablets and televisions out of the bedroom at night, and charge devices in another room.</li>
<li>Keep regular bedtimes and wake-up times, including at weekends and during holidays, as far as possible.</li>
<li>Replace evening screens with a calm routine: a bath, a story, a quiet conversation.</li>
<li>Encourage outdoor play during the day, which also helps children sleep.</li>
<li>Set an example: children copy the habits of the adults around them.</li>
</ol>
<blockquote>Screens are not forbidden; they simply need their own place and time.</blockquote>
<h3>When to talk to a doctor</h3>
<p>See your doctor or pediatrician if your child snores loudly, seems to stop breathing during sleep, is very sleepy during the day, wakes up often at night, or if their behavior or school results change. These signs can have several causes that deserve a proper assessment. The <a href="https://www.who.int">World Health Organization</a> also publishes guidance on physical activity, sleep and screen time for young children.</p>`,
  },
  {
    lang: 'en',
    speciality: 'ophthalmology',
    motif: 'eyes',
    title: 'Digital eye strain: simple habits for tired eyes',
    excerpt:
      'Hours in front of screens can leave eyes dry, tired and blurry; a few daily habits and regular eye checks help a lot.',
    content: `<h2>What is digital eye strain?</h2>
<p>Many of us look at a computer for most of the working day, then at a phone in the evening. Focusing at close range for long periods tires the eyes, and we blink less when we concentrate on a screen. The result is a group of symptoms often called <strong>digital eye strain</strong>: tired or burning eyes, dryness, blurred vision, headaches and neck or shoulder pain.</p>
<p>These symptoms are uncomfortable but usually temporary. However, an uncorrected vision problem can make them worse, which is why an eye examination is often useful.</p>
<h2>The 20-20-20 rule</h2>
<p>Every <strong>20 minutes</strong>, look at something about <strong>6 metres (20 feet)</strong> away for <strong>20 seconds</strong>. This short break relaxes the focusing muscles and reminds you to blink.</p>
<h2>Set up your workspace</h2>
<ul>
<li>Place the screen about an arm’s length away, with the top of the screen at or slightly below eye level.</li>
<li>Adjust the brightness to match the room, and avoid reflections from windows or lamps.</li>
<li>Increase the text size rather than leaning towards the screen.</li>
<li>If an air conditioner or fan blows towards your face, change its direction or move your desk.</li>
</ul>
<h2>Other useful habits</h2>
<ul>
<li>Blink fully and often. Lubricating eye drops can help; ask a doctor or pharmacist which ones suit you.</li>
<li>If you wear glasses, make sure your prescription is up to date. Some people benefit from glasses adapted to screen distance.</li>
<li>Take a longer break away from screens every couple of hours.</li>
<li>For children, limit recreational screen time and encourage outdoor play, which is thought to help protect against short-sightedness.</li>
</ul>
<h3>When to see an eye doctor</h3>
<p>Book an eye examination if your symptoms persist despite these measures, if you have frequent headaches, or if you notice double vision or a drop in vision. Seek urgent care for a painful red eye, a sudden loss of vision, or new flashes of light or floating spots. Regular check-ups with an ophthalmologist remain the best way to look after your eyes.</p>`,
  },
  {
    lang: 'en',
    speciality: 'cardiology',
    motif: 'heart',
    title: 'High blood pressure: why you should check it even when you feel fine',
    excerpt:
      'High blood pressure usually causes no symptoms; a simple measurement is enough to detect it and help prevent serious complications.',
    content: `<h2>A common and silent condition</h2>
<p>National surveys in Morocco estimate that about one adult in three has high blood pressure, and that many of them do not know it. Hypertension usually causes no pain or discomfort. Yet over the years it strains the heart and damages the arteries, kidneys and eyes. It greatly increases the risk of stroke and heart attack.</p>
<h2>Who should be checked?</h2>
<p>Every adult should have their blood pressure measured regularly, for example during a routine consultation. Checks are even more important for people who are overweight, have diabetes, smoke, have a family history of hypertension, are pregnant or are over 40.</p>
<h2>Measuring it correctly</h2>
<p>Hypertension is generally diagnosed when readings taken at the practice are, on several occasions, <strong>140/90 mmHg or higher</strong>. A single high reading is not enough to make the diagnosis. If your doctor asks you to measure your blood pressure at home, follow these rules:</p>
<ol>
<li>sit quietly for five minutes before measuring, with your back supported;</li>
<li>avoid coffee, smoking and exercise for 30 minutes beforehand;</li>
<li>rest your arm at heart level, with the cuff on bare skin;</li>
<li>take two readings one minute apart, in the morning and the evening, and write them down.</li>
</ol>
<h2>What helps every day</h2>
<ul>
<li>Cut down on salt: watch out for bread, olives, canned food, stock cubes and processed meat. The WHO recommends less than 5 g of salt a day.</li>
<li>Be active for at least 30 minutes a day; brisk walking is enough.</li>
<li>Eat more vegetables, fruit and pulses.</li>
<li>Stop smoking and lose weight if needed.</li>
</ul>
<p>If treatment is prescribed, it is often needed in the long term: do not stop it because your readings have returned to normal. A sudden severe headache, chest pain, weakness on one side of the body or difficulty speaking require emergency help straight away. For everything else, talk to your doctor, who will adapt your follow-up to your situation.</p>`,
  },
  {
    lang: 'en',
    speciality: 'general-medicine',
    motif: 'heat',
    title: 'Heat waves: how to protect yourself and your family',
    excerpt:
      'During heat waves, a few simple steps reduce the risk of dehydration and heatstroke, especially for babies, older people and the sick.',
    content: `<h2>Why heat is dangerous</h2>
<p>Periods of extreme heat are becoming more frequent in Morocco, including in cities that are usually mild. When temperatures stay high day and night, the body struggles to cool down. It loses water and salts, which can lead to <strong>dehydration</strong> and then to <strong>heatstroke</strong>, a medical emergency.</p>
<h3>Who is most at risk?</h3>
<ul>
<li>babies and young children;</li>
<li>older people, especially those who live alone;</li>
<li>pregnant women;</li>
<li>people with long-term conditions (heart, kidney disease, diabetes) or taking certain medicines;</li>
<li>outdoor workers and people who exercise outdoors.</li>
</ul>
<h2>Simple steps that protect</h2>
<ol>
<li><strong>Drink regularly</strong>, before you feel thirsty, preferably water. Limit very sugary or highly caffeinated drinks.</li>
<li>Keep your home cool: close shutters and curtains during the day and open windows at night if the outside air is cooler.</li>
<li>Avoid going out and physical effort between noon and 4 p.m.</li>
<li>Wear light, loose, light-colored clothing and a hat.</li>
<li>Eat light meals with plenty of fruit and vegetables.</li>
<li>Check on elderly neighbors and relatives.</li>
<li>Never leave a child alone in a car, even for a few minutes.</li>
</ol>
<p>If you take long-term medication, do not change it yourself: ask your doctor whether it needs adjusting during the summer.</p>
<h2>Warning signs</h2>
<p>Unusual tiredness, headache, cramps, dizziness or nausea mean the person should move somewhere cool and drink. A <strong>very high body temperature</strong>, hot and dry skin, confusion or loss of consciousness suggest heatstroke: call emergency services immediately (141 or 150 in Morocco) and cool the person down while waiting for help.</p>
<blockquote>In a heat wave, a phone call to an elderly relative can make a real difference.</blockquote>
<p>The <a href="https://www.who.int">World Health Organization</a> publishes advice on heat and health. If in doubt, talk to your doctor.</p>`,
  },
  {
    lang: 'en',
    speciality: 'allergology',
    motif: 'allergy',
    title: 'Spring allergies: living better with hay fever',
    excerpt:
      'Sneezing, itchy eyes and a runny nose every spring may be an allergy; identifying it is the first step to treating it properly.',
    content: `<h2>When pollen becomes a problem</h2>
<p>In spring, trees and grasses release large amounts of pollen into the air. In people with an allergy, the immune system overreacts to these harmless particles. The result is <strong>allergic rhinitis</strong>, often called hay fever: repeated sneezing, a runny or blocked nose, itchy eyes, nose or throat, and sometimes tiredness. In Morocco, olive tree, cypress and grass pollens are among those frequently involved, depending on the region and the time of year.</p>
<h2>Allergy and asthma are often linked</h2>
<p>Allergic rhinitis and asthma frequently occur together. Coughing, wheezing, chest tightness or shortness of breath, especially at night or during exercise, should be reported to a doctor. Treating rhinitis well can also help to control asthma.</p>
<h2>Reducing exposure</h2>
<ul>
<li>Keep windows closed when pollen levels are high, and air rooms early in the morning or after rain.</li>
<li>Wear sunglasses outdoors to protect your eyes.</li>
<li>Shower and rinse your hair in the evening to remove pollen.</li>
<li>Avoid drying laundry outside during the pollen season.</li>
<li>Rinse your nose with saline solution.</li>
<li>Avoid tobacco smoke, which irritates the airways.</li>
</ul>
<h2>Treatment: ask before you self-medicate</h2>
<p>Several effective treatments exist, such as antihistamines and nasal sprays. Some are available without a prescription, but they are not suitable for everyone. Decongestant nasal sprays, in particular, should only be used for a few days, because prolonged use can make congestion worse. <em>Ask your doctor or pharmacist which treatment suits you.</em></p>
<h3>When to see a doctor</h3>
<p>See your doctor if symptoms disturb your sleep, work or studies, if they last for several weeks, or if you have any difficulty breathing. An allergist can confirm the allergy with skin or blood tests and discuss options such as allergen immunotherapy, also called desensitization. Seek emergency care immediately for swelling of the lips, tongue or throat, or for severe difficulty breathing.</p>`,
  },
  {
    lang: 'en',
    speciality: 'dentistry',
    motif: 'teeth',
    title: 'Healthy teeth from the first tooth: a guide for parents',
    excerpt:
      'Good habits from the first tooth protect children from cavities: brushing, fluoride and fewer sugary snacks are the keys.',
    content: `<h2>Baby teeth matter</h2>
<p>Baby teeth fall out, but they are still important. They help children chew, speak clearly and keep space for the permanent teeth. Tooth decay in young children can cause pain, infections and difficulty eating or sleeping. Fortunately, it is largely preventable.</p>
<h2>Brushing, step by step</h2>
<ul>
<li>Start cleaning as soon as the first tooth appears, with a soft toothbrush designed for children.</li>
<li>Brush <strong>twice a day</strong>, including just before bed.</li>
<li>Use a <strong>fluoride toothpaste</strong>: a smear the size of a grain of rice for children under 3, and a pea-sized amount from 3 to 6 years.</li>
<li>Help or supervise brushing until children can do it properly on their own, usually around 7 or 8 years old.</li>
<li>Teach children to spit out the toothpaste rather than rinse heavily with water.</li>
</ul>
<h2>Food and drinks</h2>
<p>Cavities are caused by bacteria that feed on sugar. How often sugar is eaten matters as much as how much.</p>
<ul>
<li>Offer water between meals rather than juice or soft drinks.</li>
<li>Keep sweets, biscuits and sweetened tea for mealtimes, and avoid constant snacking.</li>
<li>Never put a baby to bed with a bottle of milk or a sweet drink.</li>
<li>Do not dip pacifiers in sugar or honey.</li>
</ul>
<h2>The first visit to the dentist</h2>
<p>Pediatric dentists recommend a first visit <strong>around the first birthday</strong>, or within six months of the first tooth appearing. Regular check-ups then allow problems to be detected early and preventive care, such as fluoride varnish or sealants on the back teeth, to be discussed.</p>
<h3>When to consult quickly</h3>
<p>See a dentist promptly if your child has toothache, swelling of the gum or cheek, a broken tooth after a fall, or white or brown spots on the teeth. A knocked-out permanent tooth is an emergency: hold it by the crown, do not scrub it, keep it in milk and go to a dentist straight away. Your dentist is your best partner for your child’s oral health.</p>`,
  },
  {
    lang: 'en',
    speciality: 'physiotherapy',
    motif: 'back',
    title: 'Back pain at work: simple ways to prevent it',
    excerpt:
      'Work-related back pain is common but often avoidable: a well-adjusted workstation, active breaks and good lifting habits make a difference.',
    content: `<h2>A very common problem</h2>
<p>Low back pain is one of the most frequent reasons for seeing a health professional. It affects people who lift loads as well as those who spend the day sitting in front of a screen. In most cases it is <strong>not serious</strong> and improves within a few days to a few weeks.</p>
<h2>At the desk</h2>
<ul>
<li>Adjust your chair so that your feet rest flat on the floor and your knees are roughly level with your hips.</li>
<li>Place the top of the screen at eye level, about an arm’s length away.</li>
<li>Keep your back against the backrest and your forearms resting on the desk.</li>
<li>Stand up every 30 to 60 minutes to walk a little or stretch.</li>
</ul>
<h2>Lifting and carrying</h2>
<ul>
<li>Bend your knees rather than your back, and keep the load close to your body.</li>
<li>Avoid twisting your trunk while carrying.</li>
<li>Ask for help or use a trolley for heavy objects.</li>
</ul>
<h2>When your back hurts</h2>
<p>Strict bed rest is no longer recommended: staying active, while adapting your effort, helps you recover faster. Local heat can ease the pain. A doctor can suggest suitable pain relief, and physiotherapy sessions can help you move again with confidence. Regular exercise, such as walking or swimming, then helps to prevent new episodes.</p>
<blockquote>The best position is the next one: change posture often.</blockquote>
<h3>Signs that need prompt medical attention</h3>
<ul>
<li>pain that started after a fall or an accident;</li>
<li>fever, unexplained weight loss or pain that wakes you at night;</li>
<li>numbness or weakness in a leg;</li>
<li>problems passing urine or controlling your bowels, or numbness between the thighs.</li>
</ul>
<p>If the pain lasts more than a few weeks or keeps coming back, talk to your doctor or to the occupational physician at your workplace. An assessment will help find solutions adapted to your job.</p>`,
  },
  {
    lang: 'en',
    speciality: 'endocrinology',
    motif: 'fasting',
    title: 'Fasting during Ramadan with diabetes: prepare with your doctor',
    excerpt:
      'A consultation before Ramadan helps decide whether fasting is safe for you and how to adjust your diabetes treatment.',
    content: `<h2>See your doctor before the holy month</h2>
<p>Every year, many people with diabetes wish to fast during Ramadan. It is a personal and spiritual choice, but fasting changes the timing of meals, sleep and medicines. The main risk is <strong>hypoglycemia</strong> (low blood sugar) during the day, sometimes followed by <strong>hyperglycemia</strong> (high blood sugar) after heavy evening meals.</p>
<p>Ideally, book an appointment <strong>four to six weeks before Ramadan</strong>. Your doctor will assess your level of risk based on the type of diabetes, your treatment, how well your blood sugar is controlled and any complications affecting the kidneys, heart or eyes. For some people, fasting is not advisable, and religion provides an exemption for those who are ill.</p>
<h2>Adjusting treatment, never alone</h2>
<p>The timing and doses of some medicines, especially insulin and certain tablets that lower blood sugar, often need to be changed during the month. <em>Never change your treatment without medical advice.</em></p>
<h2>Good habits while fasting</h2>
<ul>
<li>Check your blood sugar several times a day, especially in the late afternoon. Most religious authorities consider that a finger-prick test does not break the fast.</li>
<li>Eat the suhoor meal as late as possible, choosing foods that keep you full: wholemeal bread, pulses, dairy products.</li>
<li>At iftar, start with water and one or two dates, then have a balanced meal; limit chebakia, sweet juices and fried food.</li>
<li>Drink enough water between iftar and suhoor.</li>
<li>Avoid intense physical effort in the hours before breaking the fast.</li>
</ul>
<h3>When must you break the fast?</h3>
<p>Break your fast immediately if your blood sugar falls <strong>below 70 mg/dL (0.70 g/L)</strong> or rises <strong>above 300 mg/dL (3 g/L)</strong>, or if you feel unwell, sweaty, shaky, confused, very thirsty or start vomiting. Always carry some sugar or a sweet drink with you.</p>
<blockquote>Fasting should never put your health at risk.</blockquote>
<p>General information is available on the <a href="https://www.sante.gov.ma">Ministry of Health and Social Protection</a> website. Before and during Ramadan, talk to your doctor or endocrinologist, who can adapt this advice to your own situation.</p>`,
  },
  {
    lang: 'ar',
    speciality: 'endocrinology',
    motif: 'fasting',
    title: 'صيام رمضان ومرض السكري: استعد مع طبيبك',
    excerpt: 'تساعد استشارة طبية قبل رمضان على تقييم إمكانية الصيام وتكييف علاج السكري بأمان.',
    content: `<h2>استشارة طبية قبل الشهر الفضيل</h2>
<p>يرغب كثير من مرضى السكري كل سنة في صيام شهر رمضان. وهو اختيار شخصي وروحي، غير أن الصيام يغيّر مواعيد الوجبات والنوم وتناول الأدوية. ويتمثل الخطر الرئيسي في <strong>انخفاض نسبة السكر في الدم</strong> خلال النهار، وقد يليه أحيانًا <strong>ارتفاع نسبة السكر</strong> بعد وجبات مسائية دسمة.</p>
<p>يُستحسن أن تحدد موعدًا مع طبيبك <strong>قبل رمضان بأربعة إلى ستة أسابيع</strong>. سيقيّم الطبيب درجة الخطر حسب نوع السكري والعلاج الذي تتبعه ومدى توازن نسبة السكر لديك، وكذا المضاعفات المحتملة على الكلى والقلب والعينين. وقد لا يُنصح بعض المرضى بالصيام، وقد رخّصت الشريعة للمريض في الإفطار.</p>
<h2>تكييف العلاج تحت إشراف الطبيب</h2>
<p>كثيرًا ما يلزم تعديل مواعيد وجرعات بعض الأدوية، خاصة الأنسولين وبعض الأقراص المخفضة للسكر. <em>لا تغيّر علاجك أبدًا دون استشارة طبية.</em></p>
<h2>عادات مفيدة خلال الصيام</h2>
<ul>
<li>قِس نسبة السكر في الدم عدة مرات في اليوم، خاصة في آخر النهار. ويرى أغلب العلماء أن وخز الإصبع لقياس السكر لا يُفسد الصيام.</li>
<li>أخّر وجبة السحور قدر الإمكان، واختر أطعمة تمنح الشعور بالشبع مدة طويلة، مثل الخبز الكامل والقطاني ومشتقات الحليب.</li>
<li>عند الإفطار، ابدأ بالماء وتمرة أو تمرتين، ثم تناول وجبة متوازنة، وقلّل من الشباكية والعصائر المحلاة والمقليات.</li>
<li>اشرب كمية كافية من الماء بين الإفطار والسحور.</li>
<li>تجنب المجهود البدني الشديد في الساعات التي تسبق موعد الإفطار.</li>
</ul>
<h3>متى يجب الإفطار؟</h3>
<p>أفطر فورًا إذا انخفضت نسبة السكر في الدم <strong>عن 0,70 غرام في اللتر</strong> أو تجاوزت <strong>3 غرامات في اللتر</strong>، أو عند الشعور بتوعك أو تعرق أو ارتجاف أو ارتباك أو عطش شديد أو قيء. واحمل معك دائمًا قطعة سكر أو مشروبًا محلى.</p>
<blockquote>ينبغي ألا يعرّض الصيام صحتك للخطر أبدًا.</blockquote>
<p>يمكن الاطلاع على معلومات عامة في موقع <a href="https://www.sante.gov.ma">وزارة الصحة والحماية الاجتماعية</a>. وقبل رمضان وخلاله، تحدّث مع طبيبك المعالج أو طبيب الغدد والسكري، فهو وحده القادر على تكييف هذه النصائح مع حالتك.</p>`,
  },
  {
    lang: 'ar',
    speciality: 'general-medicine',
    motif: 'heat',
    title: 'موجات الحر: كيف تحمي نفسك وأسرتك',
    excerpt: 'خلال موجات الحر، تقلل احتياطات بسيطة من خطر الجفاف وضربة الحر، خاصة لدى الأطفال والمسنين والمرضى.',
    content: `<h2>لماذا تشكل الحرارة خطرًا؟</h2>
<p>أصبحت موجات الحر أكثر تكرارًا في المغرب، حتى في المدن التي تتميز عادة بمناخ معتدل. وعندما تبقى درجات الحرارة مرتفعة ليلًا ونهارًا، يجد الجسم صعوبة في التخلص من الحرارة، فيفقد الماء والأملاح المعدنية، مما قد يؤدي إلى <strong>الجفاف</strong> ثم إلى <strong>ضربة الحر</strong>، وهي حالة طبية مستعجلة.</p>
<h3>الفئات الأكثر عرضة للخطر</h3>
<ul>
<li>الرضع والأطفال الصغار؛</li>
<li>المسنون، خاصة الذين يعيشون بمفردهم؛</li>
<li>النساء الحوامل؛</li>
<li>المصابون بأمراض مزمنة كأمراض القلب والكلى والسكري، أو الذين يتناولون بعض الأدوية؛</li>
<li>العاملون في الهواء الطلق والرياضيون.</li>
</ul>
<h2>احتياطات بسيطة</h2>
<ol>
<li><strong>اشرب الماء بانتظام</strong> دون انتظار الإحساس بالعطش، وقلّل من المشروبات الغنية بالسكر أو الكافيين.</li>
<li>حافظ على برودة المنزل بإغلاق النوافذ والستائر نهارًا، وتهويته ليلًا إذا كان الهواء الخارجي أبرد.</li>
<li>تجنب الخروج والمجهود البدني بين الساعة الثانية عشرة زوالًا والرابعة بعد الزوال.</li>
<li>ارتدِ ملابس خفيفة وفضفاضة وفاتحة اللون، وغطِّ رأسك.</li>
<li>تناول وجبات خفيفة غنية بالخضر والفواكه.</li>
<li>اطمئن على جيرانك وأقاربك المسنين.</li>
<li>لا تترك طفلًا بمفرده داخل سيارة، ولو لدقائق معدودة.</li>
</ol>
<h3>انتباه خاص للرضع والمسنين</h3>
<p>لا يستطيع الرضيع التعبير عن عطشه، لذلك ينبغي الإكثار من إرضاعه وإلباسه ملابس خفيفة، واستشارة الطبيب قبل إعطائه سوائل أخرى إذا كان عمره أقل من ستة أشهر. أما المسنون، فقد يضعف لديهم الإحساس بالعطش، ومن المفيد تذكيرهم بالشرب وزيارتهم أو الاتصال بهم يوميًا خلال فترات الحر.</p>
<p>إذا كنت تتناول علاجًا مزمنًا، فلا تغيّره من تلقاء نفسك، واسأل طبيبك عما إذا كان يحتاج إلى تعديل خلال فصل الصيف.</p>
<h2>علامات الإنذار</h2>
<p>يستدعي التعب غير المعتاد أو الصداع أو التشنجات العضلية أو الدوار أو الغثيان نقل الشخص إلى مكان بارد وإعطاءه الماء. أما <strong>الارتفاع الشديد في حرارة الجسم</strong>، أو الجلد الساخن والجاف، أو الارتباك، أو فقدان الوعي، فهي علامات توحي بضربة حر: اتصل فورًا بالإسعاف (141 أو 150)، وحاول تبريد الشخص في انتظار وصوله.</p>
<p>تتوفر توصيات <a href="https://www.who.int/ar">منظمة الصحة العالمية</a> بشأن الحرارة والصحة على موقعها. وفي حالة الشك، لا تتردد في استشارة طبيبك.</p>`,
  },
  {
    lang: 'ar',
    speciality: 'pediatrics',
    motif: 'vaccine',
    title: 'تلقيح الأطفال: ما يجب معرفته عن البرنامج الوطني للتمنيع',
    excerpt: 'لقاحات البرنامج الوطني للتمنيع مجانية في المراكز الصحية، وهي تحمي طفلك من أمراض خطيرة.',
    content: `<h2>برنامج مجاني أثبت نجاعته</h2>
<p>يتوفر المغرب منذ عقود على <strong>البرنامج الوطني للتمنيع</strong>. وتُقدَّم اللقاحات المدرجة فيه مجانًا في المراكز الصحية العمومية، كما يتوفر أغلبها لدى أطباء الأطفال والأطباء في القطاع الخاص. وبفضل نسبة التغطية المرتفعة، أصبحت أمراض كانت منتشرة في الماضي، مثل شلل الأطفال والدفتيريا وكزاز المواليد، نادرة جدًا.</p>
<h2>من أي أمراض يحمي؟</h2>
<p>يحمي الجدول الوطني للتلقيح على الخصوص من داء السل، والتهاب الكبد الفيروسي «ب»، وشلل الأطفال، والدفتيريا، والكزاز، والسعال الديكي، والتعفنات التي تسببها المستدمية النزلية من النوع «ب» والمكورات الرئوية، والإسهال الناتج عن فيروس الروتا، والحصبة، والحصبة الألمانية. كما أُدرج اللقاح المضاد لفيروس الورم الحليمي البشري، الذي يقي من سرطان عنق الرحم، لفائدة الفتيات.</p>
<h2>كيف يسير جدول التلقيح؟</h2>
<ul>
<li>تُعطى الجرعات الأولى عند الولادة، ثم خلال عدة مواعيد في السنة الأولى من العمر.</li>
<li>تُبرمج جرعات التذكير خلال الطفولة المبكرة وفي سن الدخول إلى المدرسة تقريبًا.</li>
<li>يُسجَّل كل لقاح في <strong>الدفتر الصحي</strong> للطفل، فاحتفظ به بعناية واحمله معك في كل استشارة.</li>
</ul>
<p>تحدد وزارة الصحة والحماية الاجتماعية الجدول الدقيق، وقد يتغير مع مرور الوقت. وسيخبرك طبيبك أو الفريق الصحي بالمركز بموعد الجرعة المقبلة.</p>
<h3>ماذا لو تأخر التلقيح؟</h3>
<p>لا يستدعي نسيان لقاح في الغالب إعادة البرنامج من البداية، بل يكفي عادة استئنافه من حيث توقف. لا تترك التأخير يطول، واستشر طبيبك.</p>
<h3>ردود فعل بسيطة بعد التلقيح</h3>
<p>من الشائع ظهور حمى خفيفة أو احمرار أو ألم في مكان الحقن، وتزول هذه الأعراض في يوم أو يومين. استشر الطبيب بسرعة إذا كانت الحمى مرتفعة أو استمرت، أو إذا بدا الطفل نعسانًا بشكل غير معتاد أو ظل يبكي دون أن يهدأ، أو في حالة انتفاخ كبير في مكان الحقن.</p>
<blockquote>تلقيح طفلك يحمي أيضًا الرضع الذين لم يبلغوا بعد سن التلقيح.</blockquote>
<p>لمزيد من المعلومات، يمكنك زيارة موقع <a href="https://www.sante.gov.ma">وزارة الصحة والحماية الاجتماعية</a>. ولأي سؤال حول تلقيح طفلك، استشر طبيب الأطفال أو طبيبك المعالج.</p>`,
  },
  {
    lang: 'ar',
    speciality: 'cardiology',
    motif: 'heart',
    title: 'ارتفاع الضغط الدموي: لماذا يجب قياسه حتى عند الشعور بصحة جيدة؟',
    excerpt: 'غالبًا لا يسبب ارتفاع الضغط الدموي أي أعراض، ويكفي قياس بسيط للكشف عنه وتفادي مضاعفاته.',
    content: `<h2>مرض شائع وصامت</h2>
<p>تشير الدراسات الوطنية في المغرب إلى أن شخصًا بالغًا من كل ثلاثة تقريبًا يعاني من ارتفاع الضغط الدموي، وأن نسبة مهمة منهم لا يعلمون بذلك. فهذا المرض لا يسبب عادة أي ألم، لكنه يُجهد القلب مع مرور السنوات ويُلحق الضرر بالشرايين والكلى والعينين، ويرفع بشكل كبير خطر الإصابة بالسكتة الدماغية والنوبة القلبية.</p>
<h2>من يجب أن يخضع للكشف؟</h2>
<p>ينبغي لكل شخص بالغ أن يقيس ضغطه الدموي بانتظام، مثلًا بمناسبة أي استشارة طبية. وتزداد أهمية المراقبة في حالة زيادة الوزن، أو داء السكري، أو التدخين، أو وجود سوابق عائلية، أو الحمل، أو بعد سن الأربعين.</p>
<h2>كيف تقيس ضغطك بشكل صحيح؟</h2>
<p>يُشخَّص ارتفاع الضغط الدموي عمومًا عندما تكون القيم المقيسة في العيادة، في مرات متعددة، <strong>تساوي 140/90 ملم زئبقي أو تفوقها</strong>. ولا يكفي قياس واحد مرتفع لتأكيد التشخيص. وإذا طلب منك طبيبك قياس الضغط في المنزل، فاحترم القواعد التالية:</p>
<ol>
<li>اجلس في هدوء لمدة خمس دقائق قبل القياس، مع إسناد ظهرك؛</li>
<li>تجنب القهوة والتدخين والمجهود البدني خلال نصف الساعة التي تسبق القياس؛</li>
<li>ضع ذراعك في مستوى القلب، وسوار الجهاز مباشرة على الجلد؛</li>
<li>قم بقياسين تفصل بينهما دقيقة واحدة، صباحًا ومساءً، وسجّل النتائج.</li>
</ol>
<h2>ما الذي يساعد في الحياة اليومية؟</h2>
<ul>
<li>التقليل من الملح، مع الانتباه إلى الخبز والزيتون والمعلبات ومكعبات المرق واللحوم المصنعة. وتوصي منظمة الصحة العالمية بأقل من 5 غرامات من الملح في اليوم.</li>
<li>ممارسة نشاط بدني لمدة 30 دقيقة على الأقل يوميًا، والمشي السريع كافٍ لذلك.</li>
<li>الإكثار من الخضر والفواكه والقطاني.</li>
<li>الإقلاع عن التدخين وإنقاص الوزن عند الحاجة.</li>
</ul>
<p>إذا وُصف لك علاج، فغالبًا ما يكون ضروريًا على المدى الطويل، فلا توقفه لمجرد أن القيم عادت إلى طبيعتها. ويستدعي الصداع المفاجئ والشديد، أو ألم الصدر، أو ضعف أحد جانبي الجسم، أو صعوبة الكلام، الاتصال بالإسعاف دون انتظار. ولكل ما عدا ذلك، تحدّث مع طبيبك الذي سيكيّف المتابعة مع حالتك.</p>`,
  },
  {
    lang: 'ar',
    speciality: 'pulmonology',
    motif: 'flu',
    title: 'الأنفلونزا الموسمية: كيف تحمي نفسك ومتى تستشير الطبيب',
    excerpt: 'تعود الأنفلونزا كل شتاء، ويحد تلقيح الفئات الهشة واتباع احتياطات بسيطة من انتشارها ومضاعفاتها.',
    content: `<h2>أنفلونزا أم زكام عادي؟</h2>
<p>الأنفلونزا عدوى تنفسية تسببها فيروسات الأنفلونزا، وتنتشر أساسًا من الخريف إلى نهاية فصل الشتاء. وعلى عكس الزكام، تبدأ غالبًا بشكل مفاجئ: حمى مرتفعة، وآلام في العضلات، وتعب شديد، وصداع، وسعال جاف. ويُشفى أغلب الأشخاص الأصحاء في غضون أسبوع إلى أسبوعين، غير أنها قد تؤدي إلى مضاعفات، منها الالتهاب الرئوي.</p>
<h2>من ينبغي أن يتلقى اللقاح؟</h2>
<p>يجب تجديد اللقاح كل سنة لأن الفيروسات تتغير من موسم لآخر. ويوصى به خاصة لفائدة:</p>
<ul>
<li>الأشخاص البالغين 65 سنة فما فوق؛</li>
<li>المصابين بأمراض مزمنة، كالربو والتهاب القصبات المزمن والسكري وأمراض القلب والكلى؛</li>
<li>النساء الحوامل؛</li>
<li>مهنيي الصحة.</li>
</ul>
<p>أفضل وقت للتلقيح هو فصل الخريف، قبل أن ينتشر الفيروس على نطاق واسع. واللقاح آمن بشكل عام، وقد يسبب أحيانًا ألمًا خفيفًا في مكان الحقن أو حمى خفيفة لمدة قصيرة. اطلب النصيحة من طبيبك.</p>
<h2>احتياطات تحميك وتحمي غيرك</h2>
<ul>
<li>غسل اليدين بالماء والصابون بشكل متكرر.</li>
<li>السعال أو العطس في ثنية المرفق أو في منديل يُستعمل مرة واحدة.</li>
<li>تهوية الغرف يوميًا.</li>
<li>وضع الكمامة عند المرض، خاصة عند مخالطة أشخاص هشين.</li>
<li>البقاء في المنزل ما دامت الحمى مستمرة.</li>
</ul>
<h3>وماذا عن المضادات الحيوية؟</h3>
<p>تسبب الأنفلونزا فيروسات، لذلك <strong>لا تعالجها المضادات الحيوية</strong>. ويكفي في أغلب الحالات الراحة وشرب السوائل بكثرة، وعند الحاجة دواء خافض للحرارة ينصح به مهني صحة. <em>تجنب التطبيب الذاتي</em>، خاصة عند الأطفال.</p>
<h3>متى يجب استشارة الطبيب بسرعة؟</h3>
<p>استشر الطبيب دون تأخير في حالة صعوبة التنفس، أو ألم في الصدر، أو حمى تستمر أكثر من ثلاثة أيام أو تعود بعد انخفاضها، أو ارتباك، أو إذا كنت من الفئات الأكثر عرضة للمضاعفات. وعند الرضيع، ينبغي الانتباه إلى رفض الرضاعة أو الشرب وإلى النعاس غير المعتاد. ويمكنك الاطلاع على معلومات <a href="https://www.who.int/ar">منظمة الصحة العالمية</a> حول الأنفلونزا. وفي حالة الشك، يبقى طبيبك أفضل من يرشدك.</p>`,
  },
  {
    lang: 'ar',
    speciality: 'dermatology',
    motif: 'sun-skin',
    title: 'الشمس: كيف تحمي بشرتك طوال السنة',
    excerpt: 'حتى في الأيام الغائمة، تضر أشعة الشمس بالبشرة، وهذه أهم طرق الوقاية لكل أفراد الأسرة.',
    content: `<h2>أشعة مفيدة لكنها مؤذية</h2>
<p>تساعد الشمس الجسم على إنتاج الفيتامين «د» وتحسّن المزاج، لكن التعرض المفرط للأشعة فوق البنفسجية يسبب حروق الشمس، ويسرّع شيخوخة الجلد، ويزيد خطر الإصابة بسرطانات الجلد، ومنها الورم الميلانيني. وفي المغرب، تكون أشعة الشمس قوية خلال جزء كبير من السنة، سواء على الشاطئ أو في الجبل أو في المدينة، كما أنها تخترق السحب.</p>
<h2>احتياطات أساسية</h2>
<ol>
<li><strong>تجنب التعرض للشمس بين الثانية عشرة زوالًا والرابعة بعد الزوال</strong>، حين تكون الأشعة في أقصى شدتها.</li>
<li>ابحث عن الظل، وارتدِ قبعة واسعة الحواف ونظارات شمسية وملابس تغطي الجسم.</li>
<li>ضع واقيًا شمسيًا واسع الطيف بمؤشر حماية لا يقل عن 30، أو 50 للبشرة الفاتحة والأطفال، بكمية كافية، قبل التعرض للشمس بنحو عشرين دقيقة.</li>
<li>جدّد وضع الواقي كل ساعتين، وبعد كل سباحة أو تعرق شديد.</li>
</ol>
<p>الواقي الشمسي مكمّل للاحتياطات الأخرى، ولا يعني أن بإمكانك البقاء مدة أطول تحت الشمس. وتذكّر أن الرمل والماء والثلج تعكس جزءًا من الأشعة فتزيد من شدتها، وأن اسمرار البشرة علامة على أن الجلد يدافع عن نفسه، ولا يوفر حماية كافية من حروق الشمس.</p>
<h2>الأطفال أولًا</h2>
<p>بشرة الأطفال أكثر هشاشة، وحروق الشمس في الطفولة تزيد خطر الإصابة بسرطان الجلد عند الكبر. ولا ينبغي تعريض الرضع الذين تقل أعمارهم عن ستة أشهر لأشعة الشمس المباشرة. ويبقى القميص والقبعة والظل أفضل حماية لهم.</p>
<h2>راقب بشرتك</h2>
<p>افحص الشامات بانتظام، واستعن بشخص آخر لفحص ظهرك. واستشر الطبيب إذا كانت إحداها:</p>
<ul>
<li><strong>غير متناظرة</strong> أو ذات <strong>حواف غير منتظمة</strong>؛</li>
<li>تحمل عدة <strong>ألوان</strong>؛</li>
<li>يزداد حجمها أو يتغير شكلها؛</li>
<li>تنزف أو تسبب الحكة أو لا تلتئم.</li>
</ul>
<p>ويجب على ذوي البشرة الفاتحة، ومن لديهم شامات كثيرة أو سوابق عائلية للورم الميلانيني، توخي مزيد من الحذر. ولأي بقعة جلدية تثير قلقك، استشر طبيبك أو طبيب الأمراض الجلدية، فالفحص البسيط كثيرًا ما يكون مطمئنًا.</p>`,
  },
  {
    lang: 'ar',
    speciality: 'gynecology-obstetrics',
    motif: 'pregnancy',
    title: 'تتبع الحمل: مراحل أساسية لحمل مطمئن',
    excerpt: 'يحمي التتبع المنتظم خلال الحمل صحة الأم والجنين، وهذه أهم مراحله وعلامات الإنذار التي تستدعي الاستشارة.',
    content: `<h2>الاستشارة منذ البداية</h2>
<p>بمجرد أن تظني أنك حامل، حددي موعدًا مع طبيب أو قابلة. تسمح هذه الاستشارة الأولى بتأكيد الحمل، وتقدير موعد الولادة، ومراجعة سوابقك الصحية والأدوية التي تتناولينها، ووصف أولى تحاليل الدم والبول.</p>
<p>ومن الأفضل التحضير للحمل قبل حدوثه، إذ إن تناول مكمل <strong>حمض الفوليك</strong> قبل الحمل وخلال أسابيعه الأولى يقلل من خطر بعض التشوهات الخلقية لدى الجنين. اطلبي النصيحة من طبيبك.</p>
<p>وإذا كنت تعانين من مرض مزمن، كالسكري أو ارتفاع الضغط الدموي أو الصرع، فأخبري طبيبك منذ البداية حتى يكيّف العلاج والتتبع مع حالتك، ولا توقفي أي علاج من تلقاء نفسك. ولا تترددي في طرح أسئلتك حول الرضاعة الطبيعية والتحضير للولادة خلال هذه المواعيد.</p>
<h2>تتبع طوال فترة الحمل</h2>
<p>توصي منظمة الصحة العالمية بما لا يقل عن <strong>ثماني زيارات</strong> لدى مهني صحة خلال الحمل. وتتيح هذه المواعيد مراقبة الضغط الدموي والوزن ونمو الجنين، والكشف عن مشاكل مثل فقر الدم وسكري الحمل وتسمم الحمل. كما تُجرى فحوص بالصدى في مراحل أساسية. ويمكن إجراء هذا التتبع في المراكز الصحية العمومية أو لدى مهنيي القطاع الخاص.</p>
<h2>في الحياة اليومية</h2>
<ul>
<li>نوّعي غذاءك واغسلي الخضر والفواكه جيدًا، وتجنبي اللحوم غير المطهوة جيدًا والحليب ومشتقاته غير المبسترة.</li>
<li>لا تتناولي أي دواء، ولو كان من الأعشاب، دون استشارة طبية.</li>
<li>تجنبي التدخين، بما في ذلك التدخين السلبي، وكذا الكحول.</li>
<li>حافظي على نشاطك، فالمشي اليومي مفيد إذا كان الحمل يسير بشكل طبيعي.</li>
</ul>
<h2>استشيري الطبيب دون تأخير في حالة:</h2>
<ul>
<li>نزيف أو سيلان سائل من المهبل؛</li>
<li>صداع شديد أو اضطرابات في الرؤية أو انتفاخ مفاجئ في الوجه واليدين؛</li>
<li>حمى؛</li>
<li>آلام قوية في البطن أو تقلصات قبل الأوان؛</li>
<li>تراجع حركات الجنين.</li>
</ul>
<p>احتفظي بدفتر تتبع الحمل واحمليه معك في كل موعد. ولأي سؤال، فإن طبيبك أو طبيب أمراض النساء والتوليد أو القابلة رهن إشارتك لمرافقتك.</p>`,
  },
  {
    lang: 'ar',
    speciality: 'ophthalmology',
    motif: 'eyes',
    title: 'إجهاد العين أمام الشاشات: عادات بسيطة لراحة عينيك',
    excerpt:
      'قد تسبب الساعات الطويلة أمام الشاشات جفاف العينين وتعبهما، وتساعد عادات يومية بسيطة وفحص منتظم على الوقاية.',
    content: `<h2>ما هو إجهاد العين الرقمي؟</h2>
<p>يقضي كثير منا معظم يوم العمل أمام الحاسوب، ثم ينتقل في المساء إلى الهاتف. والتركيز على مسافة قريبة لفترات طويلة يتعب العينين، كما أننا نرمش بشكل أقل عندما نركز على الشاشة. والنتيجة مجموعة من الأعراض تسمى <strong>إجهاد العين الرقمي</strong>: تعب العينين أو الإحساس بحرقة فيهما، والجفاف، وتشوش الرؤية، والصداع، وآلام الرقبة والكتفين.</p>
<p>هذه الأعراض مزعجة لكنها مؤقتة في الغالب. غير أن وجود ضعف في البصر غير مصحح قد يزيدها حدة، ولذلك يكون فحص العينين مفيدًا في كثير من الأحيان.</p>
<h2>قاعدة 20-20-20</h2>
<p>كل <strong>20 دقيقة</strong>، انظر إلى شيء يبعد عنك نحو <strong>6 أمتار</strong> لمدة <strong>20 ثانية</strong>. تساعد هذه الاستراحة القصيرة على إرخاء عضلات التركيز وتذكّرك بالرمش.</p>
<h2>هيّئ مكان عملك</h2>
<ul>
<li>ضع الشاشة على بعد طول ذراع تقريبًا، بحيث يكون أعلاها في مستوى العينين أو أسفل منه قليلًا.</li>
<li>اضبط سطوع الشاشة بما يتناسب مع إضاءة الغرفة، وتجنب انعكاس ضوء النوافذ أو المصابيح عليها.</li>
<li>كبّر حجم الخط بدل الاقتراب من الشاشة.</li>
<li>إذا كان المكيف أو المروحة موجهًا نحو وجهك، فغيّر اتجاهه أو مكان جلوسك.</li>
</ul>
<h2>عادات مفيدة أخرى</h2>
<ul>
<li>ارمش بشكل كامل ومتكرر. وقد تفيد قطرات ترطيب العين، فاسأل الطبيب أو الصيدلي عن المناسب منها.</li>
<li>إذا كنت تضع نظارات، فتأكد من أن مقاساتها محيَّنة، فبعض الأشخاص يستفيدون من نظارات ملائمة لمسافة الشاشة.</li>
<li>خذ استراحة أطول بعيدًا عن الشاشات كل ساعتين تقريبًا.</li>
<li>أما الأطفال، فقلّل وقت الشاشات الترفيهي لديهم وشجعهم على اللعب في الهواء الطلق، إذ يُعتقد أنه يساعد على الوقاية من قصر النظر.</li>
</ul>
<h3>متى تستشير طبيب العيون؟</h3>
<p>احجز موعدًا لفحص العينين إذا استمرت الأعراض رغم هذه الاحتياطات، أو إذا كنت تعاني من صداع متكرر، أو لاحظت ازدواجية في الرؤية أو تراجعًا في البصر. واطلب رعاية مستعجلة في حالة احمرار مؤلم في العين، أو فقدان مفاجئ للبصر، أو ظهور ومضات ضوئية أو بقع عائمة جديدة. وتبقى المراقبة المنتظمة لدى طبيب العيون أفضل وسيلة للحفاظ على صحة عينيك.</p>`,
  },
];

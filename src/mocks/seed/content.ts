import type { SeedBlog, SeedFaq, SeedTestimonial } from './types';

/**
 * Editorial content for the Veda Herbs mock API: blogs, FAQs, testimonials,
 * policies, home-page slides, and the About and Contact pages.
 */

export const blogs: SeedBlog[] = [
  {
    id: 1,
    title: 'Understanding Your Dosha: Vata, Pitta and Kapha',
    slug: 'understanding-your-dosha-vata-pitta-and-kapha',
    description: `<p>Ayurveda, the traditional system of medicine that grew up on the Indian subcontinent, describes every person as a unique blend of three functional energies called doshas: Vata, Pitta and Kapha. Each dosha is a combination of the five elements (space, air, fire, water and earth), and together they govern how the body moves, transforms and holds itself together. Understanding your natural balance, known as <em>prakriti</em>, is the first step towards choosing food, routines and herbs that suit you.</p>
<h2>The Three Doshas at a Glance</h2>
<p>Vata is made of air and space. It governs movement: breathing, circulation, the passage of food and the firing of nerves. People with a strong Vata tend to be slim, quick-thinking and creative, but may be prone to dry skin, irregular appetite, constipation and anxiety when out of balance. Pitta is made of fire and a little water. It governs digestion, metabolism and body temperature. Pitta-dominant people are often focused, ambitious and warm, but an excess may show up as acidity, skin rashes, irritability or heavy sweating. Kapha is made of earth and water. It provides structure, lubrication and stability. Kapha types are usually calm, loyal and strong, yet an imbalance can lead to sluggishness, weight gain, congestion and low motivation.</p>
<ul>
<li><strong>Vata</strong> – light, dry, cold, mobile; balanced by warmth, routine and nourishing, oily foods.</li>
<li><strong>Pitta</strong> – hot, sharp, intense; balanced by cooling foods, moderation and time in nature.</li>
<li><strong>Kapha</strong> – heavy, slow, steady; balanced by activity, light meals and warming spices.</li>
</ul>
<h2>Prakriti and Vikriti</h2>
<p>Your prakriti is the constitution you are born with and does not change. Your <em>vikriti</em> is your current state, which shifts with season, age, diet, stress and illness. A person with a Pitta prakriti may develop a Vata imbalance after weeks of travel and poor sleep, for example. Ayurvedic care aims to bring the vikriti back towards the prakriti rather than to force everyone into the same mould.</p>
<p>Online quizzes can give a rough idea of your dominant dosha, but they are only a starting point. A qualified Ayurvedic physician (BAMS or higher) assesses prakriti through pulse examination, observation of the tongue, skin and eyes, and a detailed conversation about your habits and health history. If you have an existing medical condition or take regular medication, please consult your doctor before starting any herbal regimen, and treat dosha knowledge as a guide to daily living rather than a diagnosis.</p>
<p>The real value of knowing your dosha lies in small, everyday choices: eating at regular times if Vata runs high, avoiding very spicy food when Pitta flares, or taking a brisk morning walk when Kapha makes you feel heavy. Over time these choices add up to steadier energy, better digestion and a calmer mind.</p>`,
  },
  {
    id: 2,
    title: 'Managing Blood Sugar the Ayurvedic Way',
    slug: 'managing-blood-sugar-the-ayurvedic-way',
    description: `<p>India is often called the diabetes capital of the world, with tens of millions of adults living with type 2 diabetes and many more with prediabetes. Ayurveda has described a condition called <em>Madhumeha</em>, literally "honey urine", for more than two thousand years, and its approach emphasises diet, daily routine, physical activity and supportive herbs. This article explains that approach, but it is important to say clearly at the outset: diabetes is a serious condition, and herbal support must never replace the medicines, monitoring and advice given by your doctor.</p>
<h2>Why Blood Sugar Rises: The Ayurvedic View</h2>
<p>Classical texts link Madhumeha mainly to an aggravation of Kapha together with weakened digestive fire (<em>agni</em>). Sedentary habits, excessive sleep during the day, and diets heavy in sweets, refined flour, new rice and dairy are described as contributing factors. Modern research agrees that inactivity, excess body weight and highly processed foods are among the strongest risk factors for type 2 diabetes, so the traditional and modern views point in a similar direction.</p>
<h2>Lifestyle Comes First</h2>
<p>Before any herb, Ayurveda asks you to look at how you eat, move and sleep. Small, consistent changes often make the biggest difference over months and years.</p>
<ul>
<li>Eat meals at fixed times and avoid grazing between them.</li>
<li>Favour whole grains such as barley, millets (bajra, jowar, ragi) and old rice over refined flour.</li>
<li>Include bitter and astringent vegetables such as karela (bitter gourd), methi (fenugreek) leaves and lauki.</li>
<li>Walk for at least 30 minutes a day; a short walk after meals is especially helpful.</li>
<li>Sleep at night rather than during the day, and manage stress through pranayama or meditation.</li>
</ul>
<p>Several herbs are traditionally used to support healthy glucose metabolism, including gudmar (Gymnema sylvestre), jamun seed, fenugreek seed, bitter gourd, turmeric and vijaysar. Some have encouraging early studies behind them, but the evidence varies in quality and none of them is a cure. Because they may lower blood sugar, combining them with insulin or oral diabetes medicines can occasionally cause readings to drop too low.</p>
<p>If you would like to add an Ayurvedic formulation to your routine, speak to your physician first, keep checking your sugar levels as advised, and never stop or reduce prescribed medication on your own. Used sensibly alongside medical care, a thoughtful diet, regular exercise and well-chosen herbs can help you feel more in control of your health.</p>`,
  },
  {
    id: 3,
    title: 'Triphala: The Three-Fruit Tonic for Digestion',
    slug: 'triphala-the-three-fruit-tonic-for-digestion',
    description: `<p>Few Ayurvedic formulations are as widely used as Triphala. Its name simply means "three fruits", and it combines equal parts of amalaki (Indian gooseberry, <em>Emblica officinalis</em>), bibhitaki (<em>Terminalia bellirica</em>) and haritaki (<em>Terminalia chebula</em>). For centuries it has been taken as a gentle daily tonic for digestion and regular bowel movements, and it remains a staple in many Indian households today.</p>
<h2>The Three Fruits</h2>
<p>Each fruit brings its own qualities, and together they are said to balance all three doshas.</p>
<ul>
<li><strong>Amalaki</strong> – cooling and rich in vitamin C; traditionally associated with Pitta balance and rejuvenation.</li>
<li><strong>Bibhitaki</strong> – astringent and warming; traditionally associated with Kapha and the respiratory tract.</li>
<li><strong>Haritaki</strong> – revered as the "king of medicines"; traditionally associated with Vata and healthy elimination.</li>
</ul>
<p>Triphala contains all tastes except salty, with astringency predominating. Laboratory and small clinical studies suggest it has antioxidant properties and a mild laxative effect, which fits its traditional use, though larger studies are still needed.</p>
<h2>How Triphala Is Commonly Taken</h2>
<p>Triphala is usually taken as a churna (powder) or as tablets. A common traditional practice is to stir a teaspoon of powder into a cup of warm water and drink it at bedtime, or to soak it overnight and drink the water in the morning. Tablets are more convenient for people who find the taste strongly bitter and astringent. Always follow the dose on the label or the one suggested by your practitioner, and start with a smaller amount to see how your body responds.</p>
<p>Triphala is generally well tolerated, but it is not suitable for everyone. Loose stools, cramping or dehydration can occur if too much is taken. It is usually not recommended during pregnancy or breastfeeding, for people with chronic diarrhoea, or for young children without medical advice. Because it may interact with some medicines, including blood thinners and diabetes medication, check with your doctor if you take any regular prescription.</p>
<p>Think of Triphala as a support for a healthy digestive routine rather than a quick fix. Drinking enough water, eating fibre-rich meals at regular times and staying active will do far more for your gut than any single formulation, but Triphala can be a gentle companion on that path.</p>`,
  },
  {
    id: 4,
    title: 'Ashwagandha and Modern Stress',
    slug: 'ashwagandha-and-modern-stress',
    description: `<p>Long working hours, screens that never switch off, crowded commutes and constant notifications have made stress a daily companion for many of us. Ayurveda has long described a class of herbs called <em>rasayanas</em>, rejuvenatives that support strength and resilience. Among them, ashwagandha (<em>Withania somnifera</em>), sometimes called Indian ginseng, has become one of the most studied and talked-about herbs in the world.</p>
<h2>What Is Ashwagandha?</h2>
<p>Ashwagandha is a small shrub whose root has been used in Ayurveda for over three thousand years. Its Sanskrit name refers to the smell of a horse, which traditionally hinted at both its earthy aroma and the strength it was believed to give. It is classified as an adaptogen, a term used for herbs thought to help the body adapt to physical and mental stress. Classical texts recommend it for fatigue, weakness, poor sleep and recovery from illness, and it is considered especially balancing for Vata and Kapha.</p>
<h2>What Does Research Say?</h2>
<p>A number of randomised controlled trials, most of them small and short-term, have found that standardised ashwagandha root extract may reduce perceived stress and improve sleep quality compared with placebo. Some studies also report lower morning cortisol levels. These findings are promising, but the studies vary in size, dose and quality, and more long-term research is needed. Ashwagandha is best seen as one supportive tool, not a treatment for anxiety disorders or depression.</p>
<ul>
<li>It is usually taken as root powder with warm milk or water, or as capsules and tablets.</li>
<li>Effects, where noticed, tend to build gradually over four to eight weeks of regular use.</li>
<li>Pair it with good sleep hygiene, regular meals, movement and time away from screens.</li>
</ul>
<h2>Who Should Be Careful</h2>
<p>Ashwagandha is not suitable for everyone. It should be avoided during pregnancy and used cautiously by people with thyroid disorders, autoimmune conditions, or those taking sedatives, thyroid medication, immunosuppressants or medicines for blood pressure and diabetes. Rare reports of liver problems have also been published. If you have any health condition or take prescription medicine, consult your physician before starting it, and stop and seek advice if you notice any unusual symptoms.</p>
<p>Ultimately, no herb can fully offset a life with too little rest. Ashwagandha may help you feel steadier, but the foundation of stress resilience is still sleep, connection, movement and asking for help when you need it.</p>`,
  },
  {
    id: 5,
    title: 'Seasonal Routines (Ritucharya) for Indian Summers and Monsoons',
    slug: 'seasonal-routines-ritucharya-for-indian-summers-and-monsoons',
    description: `<p>Ayurveda teaches that our bodies change with the seasons, just as nature does. <em>Ritucharya</em>, or seasonal routine, is the practice of adjusting diet, activity and self-care to the time of year. In much of India, the scorching summer (<em>Grishma</em>) gives way to the humid, rainy monsoon (<em>Varsha</em>), and each brings its own challenges for digestion, skin and immunity.</p>
<h2>Summer (Grishma): Keep Cool and Hydrated</h2>
<p>During the hot months, Pitta naturally rises and the body's strength tends to dip. Heavy sweating depletes fluids and minerals, and the digestive fire becomes weaker than in winter. The classical advice is to favour sweet, cooling, light and liquid foods and to avoid anything that adds heat.</p>
<ul>
<li>Drink plenty of water, buttermilk (chaas), coconut water, aam panna and sattu sharbat.</li>
<li>Eat seasonal cooling foods such as cucumber, watermelon, lauki, mint and coriander.</li>
<li>Reduce very spicy, sour, salty and fried foods, as well as alcohol.</li>
<li>Avoid strenuous exercise in the midday sun; walk early in the morning or in the evening.</li>
<li>Wear light cotton clothes and rest in a cool place in the afternoon heat.</li>
</ul>
<h2>Monsoon (Varsha): Protect Your Digestion</h2>
<p>The first rains are a relief, but Ayurveda considers the monsoon a delicate season. Humidity and dampness aggravate Vata and weaken agni further, while water and food contamination become more common. Many of the stomach infections, colds and skin problems seen in July and August can be traced to these conditions.</p>
<p>During the monsoon, choose freshly cooked, warm and easily digestible meals such as khichdi, moong dal and vegetable soups. Adding ginger, black pepper, cumin and a little ghee supports digestion. Drink boiled or filtered water, avoid raw salads and street food, and wash leafy vegetables very carefully. Keep your feet dry, and take gentle exercise like yoga indoors on very wet days. A warm cup of herbal tea with tulsi and ginger is a comforting traditional habit.</p>
<p>Seasonal routines are general guidance. People with chronic illness, the elderly, pregnant women and young children may need different advice, so speak with your doctor or a qualified Ayurvedic physician before making major changes. Observing how your body feels as the weather turns, and adjusting gently, is the heart of Ritucharya.</p>`,
  },
  {
    id: 6,
    title: 'Hair Fall: Causes and Time-Tested Herbal Care',
    slug: 'hair-fall-causes-and-time-tested-herbal-care',
    description: `<p>Finding strands of hair on your pillow or in the shower drain can be worrying, yet losing around 50 to 100 hairs a day is considered normal as part of the natural growth cycle. When hair fall becomes noticeably heavier or patches start to thin, it is worth understanding what might be behind it. Ayurveda links excessive hair fall, or <em>Khalitya</em>, mainly to an aggravation of Pitta affecting the scalp, often combined with Vata dryness.</p>
<h2>Common Causes of Hair Fall</h2>
<p>Hair loss rarely has a single cause. Identifying the likely triggers is the most important step, because it determines what will actually help.</p>
<ul>
<li>Nutritional gaps, especially iron, protein, vitamin D, vitamin B12 and zinc.</li>
<li>Hormonal changes, including thyroid disorders, PCOS, pregnancy and menopause.</li>
<li>Physical or emotional stress, major illness, high fever or surgery, which can cause temporary shedding.</li>
<li>Hereditary pattern hair loss in both men and women.</li>
<li>Harsh chemical treatments, frequent heat styling and very tight hairstyles.</li>
<li>Dandruff and scalp infections, which are common in humid Indian weather.</li>
</ul>
<p>Sudden, patchy or very heavy hair loss deserves a visit to a dermatologist or physician, who may suggest blood tests to rule out anaemia, thyroid problems or other conditions.</p>
<h2>Time-Tested Herbal Care</h2>
<p>Traditional Indian hair care relies on regular oiling, gentle cleansing and nourishing food. Oils infused with bhringraj (<em>Eclipta alba</em>), amla, brahmi, neem and hibiscus have been used for generations. A warm oil massage once or twice a week improves the feel of the scalp and hair and is a relaxing ritual, though it should be washed out with a mild shampoo or herbal cleanser such as reetha and shikakai. Neem and tulsi are traditionally used when dandruff is a concern.</p>
<p>From the inside, Ayurveda recommends a diet rich in fresh fruit and vegetables, sprouts, dals, nuts, seeds and a little ghee, along with adequate sleep and stress management. Amla, whether as fresh fruit, juice or chyawanprash, is a popular traditional support.</p>
<p>Be patient: hair grows roughly one centimetre a month, so any routine needs at least three months before you can judge it. No oil or supplement can promise regrowth, and products claiming overnight results should be viewed with caution. Combine gentle herbal care with medical advice where needed, and you will give your hair the best possible chance.</p>`,
  },
  {
    id: 7,
    title: 'How to Read an Ayurvedic Product Label',
    slug: 'how-to-read-an-ayurvedic-product-label',
    description: `<p>Walk into any pharmacy or browse an online store and you will find hundreds of Ayurvedic products, from churnas and tablets to oils and syrups. Labels can look confusing, with Sanskrit names, Latin botanical terms and licence numbers. Knowing what to look for helps you choose genuine, safe products and use them correctly.</p>
<h2>Mandatory Information on Indian Ayurvedic Labels</h2>
<p>In India, Ayurvedic medicines are regulated under the Drugs and Cosmetics Act, 1940 and its Rules, overseen by the Ministry of AYUSH and state licensing authorities. A properly labelled product should clearly show the following:</p>
<ul>
<li><strong>Product name</strong> and whether it is a classical formulation or a proprietary (patent) medicine.</li>
<li><strong>Ingredients</strong> with botanical names, the part of the plant used and the quantity per dose or per unit.</li>
<li><strong>Manufacturing licence number</strong> issued by the state drug licensing authority.</li>
<li><strong>Batch number, date of manufacture and expiry date</strong> (or "best before").</li>
<li><strong>Dosage and directions for use</strong>, including any anupana (vehicle), such as warm water or milk.</li>
<li><strong>Name and address of the manufacturer</strong>, net quantity and maximum retail price (MRP).</li>
<li>The words <strong>"Ayurvedic Proprietary Medicine"</strong> or a reference to the classical text, where applicable.</li>
</ul>
<h2>Reading Between the Lines</h2>
<p>Check the botanical names rather than relying only on common names, since one common name may refer to several plants. Look at the part used: ashwagandha root and ashwagandha leaf are not the same thing. For extracts, a ratio such as 10:1 or a standardisation percentage tells you how concentrated the ingredient is. Note the excipients and any added sugar, which matters for people managing diabetes, and look for allergen information if you have sensitivities.</p>
<p>Quality marks such as GMP (Good Manufacturing Practice) certification and, where applicable, the AYUSH Premium Mark or testing for heavy metals and microbial contamination are signs that the manufacturer follows stricter standards. Be cautious of products that promise to "cure" serious diseases, show no licence number, or have unclear ingredients; Indian law prohibits such claims for many conditions.</p>
<p>Finally, a label is not a substitute for medical advice. If you are pregnant, breastfeeding, giving a product to a child, or taking other medicines, consult your physician before use. Reading labels carefully is a simple habit that makes your Ayurvedic care safer and more effective.</p>`,
  },
];

export const faqs: SeedFaq[] = [
  {
    id: 1,
    title: 'Are your products safe to take with allopathic medicine?',
    description:
      '<p>Many people use Ayurvedic products alongside conventional medicine, but some herbs can interact with prescription drugs, for example those for diabetes, blood pressure, thyroid or blood thinning. Please consult your doctor before combining our products with any regular medication. Never stop or reduce a prescribed medicine on your own.</p>',
  },
  {
    id: 2,
    title: 'How long does it take to see results?',
    description:
      '<p>Ayurvedic formulations usually work gradually, and results differ from person to person depending on constitution, diet and lifestyle. Most people are advised to use a product consistently for at least 6 to 12 weeks before judging its effect. Combining the product with a balanced diet, regular exercise and good sleep gives the best outcome.</p>',
  },
  {
    id: 3,
    title: 'How long does shipping take across India?',
    description:
      '<p>Orders are usually dispatched within 1 to 2 business days. Delivery takes 2 to 4 business days to metro cities and 4 to 7 business days to other locations, depending on the pin code. Remote areas and the North-East may take a little longer.</p>',
  },
  {
    id: 4,
    title: 'Do you offer Cash on Delivery (COD)?',
    description:
      '<p>No, we currently accept online payments only. All payments are processed securely through Razorpay, and you can pay using credit or debit cards, UPI or netbanking. We do not store your card details on our servers.</p>',
  },
  {
    id: 5,
    title: 'What is your return and refund policy?',
    description:
      '<p>If you receive a damaged, defective or wrong item, please contact us within 7 days of delivery with photos of the product and packaging. For hygiene and safety reasons, we can only accept returns of sealed, unused products. Approved refunds are credited to your original payment method within 5 to 7 business days.</p>',
  },
  {
    id: 6,
    title: 'Are your products GMP and AYUSH certified?',
    description:
      '<p>Yes. Our products are manufactured in GMP-certified facilities licensed by the state drug licensing authority under the Ministry of AYUSH guidelines. Each batch is checked for quality, and the manufacturing licence number is printed on every label.</p>',
  },
  {
    id: 7,
    title: 'How should I store the products?',
    description:
      '<p>Store products in a cool, dry place away from direct sunlight, and keep the lid tightly closed after each use. Powders (churnas) absorb moisture easily, so always use a dry spoon. Keep all products out of the reach of children and use them before the expiry date printed on the pack.</p>',
  },
  {
    id: 8,
    title: 'Can I get a consultation by phone?',
    description:
      '<p>Yes, you can call us on +91 98765 43210 between 11:00 am and 5:00 pm, Monday to Friday, for guidance on choosing products. Our team can help with general questions about usage and dosage. For diagnosis or treatment of a medical condition, please consult a qualified physician.</p>',
  },
  {
    id: 9,
    title: 'How can I track my order?',
    description:
      '<p>Once your order is shipped, you will receive a tracking number by email and SMS. You can also view the status of your order at any time from the "My Orders" section of your account. If the tracking has not updated for several days, please contact care@vedaherbs.in.</p>',
  },
  {
    id: 10,
    title: 'Do you ship internationally?',
    description:
      '<p>No, at present we deliver only within India. We hope to offer international shipping in the future. Please sign up for our newsletter to hear about any updates.</p>',
  },
  {
    id: 11,
    title: 'Can children or pregnant women use your products?',
    description:
      '<p>Many herbs are not suitable during pregnancy, while breastfeeding or for young children. Please do not give our products to children or use them while pregnant or nursing without the advice of a qualified physician. Always read the label for specific cautions.</p>',
  },
  {
    id: 12,
    title: 'How do I know the products are authentic?',
    description:
      '<p>We sell only our own products, sourced directly from our licensed manufacturing partners, so nothing passes through unauthorised resellers. Every pack carries a batch number, manufacturing licence number, and manufacturing and expiry dates. If a seal is broken or a label looks unusual, please contact us before using the product.</p>',
  },
];

export const testimonials: SeedTestimonial[] = [
  {
    name: 'Sunita Sharma',
    designation: 'Teacher, Jaipur',
    description:
      '<p>I have been using the Triphala tablets for three months along with a better diet, and my digestion feels much more regular. The delivery was quick and the packaging was neat and well sealed.</p>',
  },
  {
    name: 'Rakesh Iyer',
    designation: 'Software Engineer, Bengaluru',
    description:
      '<p>Long hours at work were affecting my sleep. After discussing it with my doctor, I started the ashwagandha capsules and I feel calmer and sleep better. Good quality and clear labelling.</p>',
  },
  {
    name: 'Meenakshi Pillai',
    designation: 'Homemaker, Kochi',
    description:
      '<p>The bhringraj hair oil has become part of my weekly routine. My hair feels softer and I notice less breakage. I also appreciated the helpful advice I got on the phone.</p>',
  },
  {
    name: 'Arjun Mehta',
    designation: 'Chartered Accountant, Ahmedabad',
    description:
      '<p>Ordering was simple and paying by UPI took seconds. The products arrived in four days, and the customer care team answered my questions about dosage patiently.</p>',
  },
  {
    name: 'Harpreet Kaur',
    designation: 'Retired Bank Officer, Ludhiana',
    description:
      '<p>I use the herbal support for blood sugar alongside my regular medicines, as my doctor advised. I like that Veda Herbs clearly reminds customers to consult their physician. It is a trustworthy shop.</p>',
  },
  {
    name: 'Vikram Rathore',
    designation: null,
    description:
      '<p>Authentic products with batch details printed on every pack. I have reordered several times and have always been satisfied.</p>',
  },
];

export const policies: { privacy_policy: string; terms_condition: string; refund_policy: string } =
  {
    privacy_policy: `<h2>Privacy Policy</h2>
<p>Veda Herbs ("we", "us", "our") respects your privacy and is committed to protecting the personal data you share with us when you visit our website or buy our products. This Privacy Policy explains what information we collect, why we collect it, how we use and protect it, and the choices and rights you have. It is published in accordance with the Information Technology Act, 2000, the Information Technology (Reasonable Security Practices and Procedures and Sensitive Personal Data or Information) Rules, 2011, and the Digital Personal Data Protection Act, 2023 (DPDP Act).</p>
<h2>Information We Collect</h2>
<ul>
<li><strong>Account and contact details</strong> – your name, email address, phone number and password when you register.</li>
<li><strong>Order information</strong> – shipping and billing addresses, the products you purchase and your order history.</li>
<li><strong>Payment information</strong> – payments are processed by our payment partner Razorpay; we do not store your full card number, CVV, UPI PIN or netbanking credentials.</li>
<li><strong>Communication</strong> – messages you send us by email, phone or contact form, including any health information you choose to share when asking for product guidance.</li>
<li><strong>Technical data</strong> – IP address, browser type, device information and cookies that help our website function and improve.</li>
</ul>
<h2>How We Use Your Information</h2>
<p>We process your personal data only for lawful purposes and with your consent where required. We use it to process and deliver your orders, send order and shipping updates, respond to your questions, provide customer support, prevent fraud, comply with legal obligations such as tax and accounting requirements, and, if you opt in, send you newsletters and offers. You can withdraw consent to marketing messages at any time by using the unsubscribe link or contacting us.</p>
<h2>Sharing of Information</h2>
<p>We do not sell or rent your personal data. We share it only with trusted service providers who help us run our business, such as payment gateways, courier and logistics partners, and IT hosting providers, and only to the extent necessary for them to perform their services. These partners are bound by confidentiality obligations. We may also disclose information where required by law, court order or a government authority.</p>
<h2>Data Security and Retention</h2>
<p>We use reasonable security practices, including encrypted connections (HTTPS), access controls and secure servers, to protect your data from unauthorised access, alteration or loss. However, no method of transmission over the internet is completely secure. We retain your personal data only for as long as necessary to fulfil the purposes described here or as required by law, after which it is deleted or anonymised.</p>
<h2>Your Rights</h2>
<p>Under the DPDP Act, 2023, you have the right to access a summary of your personal data, to request correction, completion or erasure of your data, to withdraw consent, to nominate another person to exercise your rights in case of death or incapacity, and to seek grievance redressal. To exercise any of these rights, please write to us at care@vedaherbs.in. We will respond within the time limits prescribed by law.</p>
<h2>Cookies</h2>
<p>Our website uses cookies to keep you signed in, remember the items in your cart and understand how visitors use our site. You can disable cookies in your browser settings, but some features may not work properly.</p>
<h2>Grievance Officer</h2>
<p>If you have any concerns about how your data is handled, please contact our Grievance Officer at care@vedaherbs.in or call +91 98765 43210 (11:00 am to 5:00 pm, Monday to Friday). We may update this policy from time to time, and the latest version will always be available on this page.</p>`,
    terms_condition: `<h2>Terms and Conditions</h2>
<p>Welcome to Veda Herbs. These Terms and Conditions govern your use of our website and the purchase of products from us. By accessing the website or placing an order, you agree to be bound by these terms. If you do not agree, please do not use the website. These terms constitute an electronic record under the Information Technology Act, 2000 and do not require any physical or digital signature.</p>
<h2>Eligibility and Accounts</h2>
<p>You must be at least 18 years old and capable of entering into a legally binding contract under the Indian Contract Act, 1872 to place an order. You are responsible for keeping your account password confidential and for all activity that takes place under your account. Please inform us immediately at care@vedaherbs.in if you suspect any unauthorised use.</p>
<h2>Products and Health Information</h2>
<ul>
<li>Our products are Ayurvedic formulations intended to support general wellbeing. They are not meant to diagnose, treat, cure or prevent any disease.</li>
<li>Information on our website and in our blogs is for general education only and is not a substitute for professional medical advice.</li>
<li>Please consult a qualified physician before using any product if you are pregnant, breastfeeding, have a medical condition, or take other medication.</li>
<li>Product images are for illustration; packaging may vary slightly from the pictures shown.</li>
</ul>
<h2>Pricing and Payment</h2>
<p>All prices on the website are listed in Indian Rupees (INR) and are inclusive of Goods and Services Tax (GST) unless stated otherwise. Shipping charges, if any, are shown at checkout before you pay. We accept online payments only, processed securely through Razorpay using credit and debit cards, UPI and netbanking. Cash on Delivery is not available. We reserve the right to change prices without prior notice, but the price applicable to your order is the one displayed at the time you place it.</p>
<h2>Orders and Delivery</h2>
<p>An order is confirmed only when payment is successfully received and you receive a confirmation email. We may cancel or refuse an order in case of pricing errors, stock unavailability, or suspected fraud; in such cases any amount paid will be refunded in full. We deliver only within India. Delivery timelines are estimates and may be affected by factors beyond our control, such as weather, strikes or courier delays.</p>
<h2>Returns and Refunds</h2>
<p>Returns and refunds are governed by our Refund Policy, which forms part of these terms.</p>
<h2>Intellectual Property</h2>
<p>All content on this website, including text, images, logos and design, belongs to Veda Herbs or its licensors and may not be copied, reproduced or used for commercial purposes without our written permission.</p>
<h2>Limitation of Liability</h2>
<p>To the fullest extent permitted by law, Veda Herbs shall not be liable for any indirect, incidental or consequential loss arising from the use of our website or products. Our total liability for any claim shall not exceed the amount you paid for the product concerned.</p>
<h2>Governing Law and Jurisdiction</h2>
<p>These terms are governed by the laws of India. Any dispute arising out of or in connection with these terms shall be subject to the exclusive jurisdiction of the courts of Jaipur, Rajasthan.</p>
<h2>Contact Us</h2>
<p>For any questions about these terms, write to care@vedaherbs.in or call +91 98765 43210 between 11:00 am and 5:00 pm, Monday to Friday.</p>`,
    refund_policy: `<h2>Refund and Return Policy</h2>
<p>At Veda Herbs, we want you to be fully satisfied with every order. Because our products are consumed or applied to the body, we follow strict hygiene and safety rules for returns. This policy explains when a return or refund is possible and how to request one. It should be read together with our Terms and Conditions.</p>
<h2>Eligibility for Returns</h2>
<p>You may request a return or replacement within <strong>7 days of delivery</strong> in the following situations:</p>
<ul>
<li>The product arrived damaged, broken or leaking.</li>
<li>You received the wrong product or wrong quantity.</li>
<li>The product has expired or is past its best-before date on arrival.</li>
<li>The product is defective, for example with a broken seal on delivery.</li>
</ul>
<p>Only <strong>sealed, unused products</strong> in their original packaging are eligible for return. For reasons of hygiene and product safety, we cannot accept returns of opened or used products, or requests based on a change of mind, personal taste, or individual results, as responses to Ayurvedic products vary from person to person.</p>
<h2>How to Request a Return</h2>
<ul>
<li>Email care@vedaherbs.in within 7 days of delivery with your order number.</li>
<li>Attach clear photos of the product, the label and the outer packaging, and, for damage in transit, the shipping box.</li>
<li>Our team will review your request and respond within 2 business days.</li>
<li>If approved, we will arrange a reverse pickup where the service is available, or share instructions for sending the product back.</li>
</ul>
<p>Please do not send products back without first contacting us, as unannounced returns may not be processed.</p>
<h2>Refunds</h2>
<p>Once the returned product reaches us and passes inspection, we will process your refund. You may choose a replacement of the same product, subject to availability, instead of a refund. Approved refunds are credited to your <strong>original payment method</strong> (card, UPI or netbanking account) within <strong>5 to 7 business days</strong>. The exact time for the amount to appear in your account depends on your bank or card issuer. Shipping charges paid at the time of order are refunded only if the return is due to our error.</p>
<h2>Order Cancellations</h2>
<p>You may cancel an order before it has been dispatched by contacting us at care@vedaherbs.in or +91 98765 43210. The full amount will be refunded to your original payment method within 5 to 7 business days. Once an order has been shipped, it cannot be cancelled, but you may refuse delivery only if the package is visibly damaged.</p>
<h2>Non-Returnable Situations</h2>
<ul>
<li>Requests made more than 7 days after delivery.</li>
<li>Products that have been opened, used or tampered with after delivery.</li>
<li>Products damaged due to improper storage or misuse after delivery.</li>
<li>Free gifts and promotional samples.</li>
</ul>
<h2>Contact Us</h2>
<p>If you have any questions about this policy or your refund, please contact our customer care team at care@vedaherbs.in or call +91 98765 43210, 11:00 am to 5:00 pm, Monday to Friday. We are always happy to help.</p>`,
  };

export const slides: { title: string; description: string }[] = [
  {
    title: 'Ancient Wisdom for Modern Living',
    description:
      '<p>Discover authentic Ayurvedic formulations made in GMP-certified facilities from carefully sourced Indian herbs.</p>',
  },
  {
    title: 'Pure Herbs, Honest Care',
    description:
      '<p>From Triphala to Ashwagandha, every product carries clear labels, batch details and guidance you can trust.</p>',
  },
  {
    title: 'Wellness Delivered Across India',
    description:
      '<p>Shop securely with UPI, cards or netbanking and enjoy free shipping on orders above ₹999.</p>',
  },
];

export const aboutPage = {
  top_banner: { title: 'About Us' },
  about_section: {
    title: 'About Veda Herbs',
    sub_title: 'Rooted in Ayurveda, made for everyday life',
    description:
      '<p>Veda Herbs was founded in Jaipur by a family of Ayurvedic practitioners and herb growers with a simple aim: to make authentic, well-made Ayurvedic products easy to find and easy to trust. We work with licensed, GMP-certified manufacturers and source herbs from farmers across India.</p><p>Every formulation we offer is based on classical texts or on carefully developed proprietary recipes, clearly labelled with ingredients, dosage and cautions. We believe Ayurveda works best alongside good medical advice, so we always encourage our customers to consult their physician.</p>',
    image: '/images/about/about.svg',
  },
  link: { link: '/shop', link_name: 'Shop Now' },
  vision_section: {
    title: 'Our Vision',
    description:
      '<p>We want every Indian household to have access to genuine, safe and affordable Ayurvedic care. Our vision is to bring the time-tested wisdom of Ayurveda into modern life with honesty, transparency and respect for both science and tradition.</p>',
    image: '/images/about/vision.svg',
  },
  why_choose_us_section: {
    sections: [
      {
        title: 'Authentic Formulations',
        description:
          'Products based on classical Ayurvedic texts and made with correctly identified herbs.',
        image: '/images/about/why-1.svg',
      },
      {
        title: 'GMP-Certified Quality',
        description:
          'Manufactured in licensed, GMP-certified facilities with every batch checked for quality.',
        image: '/images/about/why-2.svg',
      },
      {
        title: 'Transparent Labelling',
        description:
          'Full ingredient lists, batch numbers and clear dosage guidance on every pack.',
        image: '/images/about/why-3.svg',
      },
      {
        title: 'Caring Support',
        description:
          'A friendly team ready to help by phone and email with orders and product questions.',
        image: '/images/about/why-4.svg',
      },
    ],
  },
  Content_section: {
    sections: [
      {
        description:
          'Sourced with care - we buy herbs directly from trusted farmers and collectors across India.',
      },
      {
        description:
          'Tested for purity - each batch is checked for identity, quality and contaminants before it reaches you.',
      },
      {
        description:
          'No false promises - we never claim that a product can cure a disease or replace your medicine.',
      },
      {
        description:
          'Made to be understood - our labels and guides explain what is inside and how to use it safely.',
      },
      {
        description:
          'Delivered securely - your order is packed carefully and shipped quickly to your doorstep anywhere in India.',
      },
    ],
  },
  our_promise_section: {
    sections: [
      {
        title: 'Purity',
        description:
          'Only genuine herbs and ingredients, with no hidden additives or misleading claims.',
      },
      {
        title: 'Responsibility',
        description:
          'Honest guidance that respects your doctor’s advice and your individual health needs.',
      },
      {
        title: 'Service',
        description: 'Prompt delivery, secure payments and a support team that listens.',
      },
    ],
  },
  last_section_experience_the_difference: {
    title: 'Experience the Difference',
    description:
      'Join thousands of families across India who trust Veda Herbs for authentic Ayurvedic care. Explore our range and take a gentle, informed step towards everyday wellbeing.',
  },
};

export const contactPage = {
  top_banner: { title: 'Contact Us', right_side_image: '/images/about/contact.svg' },
  get_in_touch_section: {
    address:
      '2nd Floor, Veda House, 14 Bhagwan Das Road, C-Scheme, Jaipur, Rajasthan 302001, India',
    phone_number: '+91 98765 43210',
    secondry_phone_number: '+91 141 400 5566',
    email: 'care@vedaherbs.in',
    secondry_email: 'wholesale@vedaherbs.in',
  },
  customer_support: {
    description:
      'Have a question about an order, a product or how to use it? Our customer care team is happy to help. Write to us at care@vedaherbs.in or call +91 98765 43210, and we will get back to you as soon as possible.',
    support_hours: '11:00 am to 5:00 pm, Monday to Friday',
    wholesale_business_inquiries:
      'We welcome enquiries from pharmacies, clinics, wellness centres and retailers across India. For wholesale pricing and partnership opportunities, please email wholesale@vedaherbs.in or call +91 141 400 5566.',
  },
};

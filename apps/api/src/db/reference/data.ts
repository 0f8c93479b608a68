/**
 * Reference data of the config bundle. The SQL of migration 0003 is generated from this file by
 * `npm run reference:sql -w apps/api`; a later change to this data goes into a new migration.
 */
export const CURRENCIES = [
  { code: 'KES', name: 'Kenyan shilling', symbol: 'KSh', budgetMin: 10_000, budgetMax: 50_000_000, usdRate: 0.0077 },
  { code: 'NGN', name: 'Nigerian naira', symbol: '₦', budgetMin: 100_000, budgetMax: 500_000_000, usdRate: 0.00065 },
  { code: 'ZAR', name: 'South African rand', symbol: 'R', budgetMin: 2_000, budgetMax: 10_000_000, usdRate: 0.055 },
  { code: 'GHS', name: 'Ghanaian cedi', symbol: 'GH₵', budgetMin: 1_000, budgetMax: 5_000_000, usdRate: 0.085 },
  {
    code: 'UGX',
    name: 'Ugandan shilling',
    symbol: 'USh',
    budgetMin: 300_000,
    budgetMax: 1_500_000_000,
    usdRate: 0.00027,
  },
  {
    code: 'TZS',
    name: 'Tanzanian shilling',
    symbol: 'TSh',
    budgetMin: 200_000,
    budgetMax: 1_000_000_000,
    usdRate: 0.0004,
  },
  { code: 'RWF', name: 'Rwandan franc', symbol: 'FRw', budgetMin: 100_000, budgetMax: 500_000_000, usdRate: 0.00075 },
  { code: 'USD', name: 'US dollar', symbol: '$', budgetMin: 100, budgetMax: 500_000, usdRate: 1 },
];

export const COUNTRIES = [
  {
    code: 'KE',
    name: 'Kenya',
    currency: 'KES',
    timezone: 'Africa/Nairobi',
    dialCode: '+254',
    active: true,
    locations: [
      'Nairobi',
      'Mombasa',
      'Kisumu',
      'Nakuru',
      'Eldoret',
      'Thika',
      'Machakos',
      'Nyeri',
      'Malindi',
      'Kakamega',
    ],
  },
  {
    code: 'NG',
    name: 'Nigeria',
    currency: 'NGN',
    timezone: 'Africa/Lagos',
    dialCode: '+234',
    active: true,
    locations: ['Lagos', 'Abuja', 'Port Harcourt', 'Ibadan', 'Kano', 'Enugu', 'Benin City', 'Kaduna'],
  },
  {
    code: 'ZA',
    name: 'South Africa',
    currency: 'ZAR',
    timezone: 'Africa/Johannesburg',
    dialCode: '+27',
    active: true,
    locations: [
      'Johannesburg',
      'Cape Town',
      'Durban',
      'Pretoria',
      'Gqeberha',
      'Bloemfontein',
      'East London',
      'Polokwane',
    ],
  },
  {
    code: 'GH',
    name: 'Ghana',
    currency: 'GHS',
    timezone: 'Africa/Accra',
    dialCode: '+233',
    active: true,
    locations: ['Accra', 'Kumasi', 'Tamale', 'Takoradi', 'Cape Coast', 'Tema'],
  },
  {
    code: 'UG',
    name: 'Uganda',
    currency: 'UGX',
    timezone: 'Africa/Kampala',
    dialCode: '+256',
    active: true,
    locations: ['Kampala', 'Entebbe', 'Jinja', 'Gulu', 'Mbarara', 'Mbale'],
  },
  {
    code: 'TZ',
    name: 'Tanzania',
    currency: 'TZS',
    timezone: 'Africa/Dar_es_Salaam',
    dialCode: '+255',
    active: true,
    locations: ['Dar es Salaam', 'Arusha', 'Dodoma', 'Mwanza', 'Zanzibar City', 'Moshi'],
  },
  {
    code: 'RW',
    name: 'Rwanda',
    currency: 'RWF',
    timezone: 'Africa/Kigali',
    dialCode: '+250',
    active: true,
    locations: ['Kigali', 'Musanze', 'Huye', 'Rubavu', 'Rwamagana'],
  },
  {
    code: 'US',
    name: 'United States',
    currency: 'USD',
    timezone: 'America/New_York',
    dialCode: '+1',
    active: false,
    locations: ['New York', 'Los Angeles', 'Atlanta', 'Houston'],
  },
];

/** Follower bands shared by every channel; the top band is open. */
export const LEVELS = [
  { level: 'NANO', label: 'Nano', min: 1_000, max: 9_999 },
  { level: 'MICRO', label: 'Micro', min: 10_000, max: 49_999 },
  { level: 'MID', label: 'Mid-tier', min: 50_000, max: 499_999 },
  { level: 'MACRO', label: 'Macro', min: 500_000, max: 999_999 },
  { level: 'MEGA', label: 'Mega', min: 1_000_000, max: null },
];

export const CHANNELS: Array<{ value: string; label: string; types: Array<[string, string]> }> = [
  {
    value: 'INSTAGRAM',
    label: 'Instagram',
    types: [
      ['POST', 'Feed post'],
      ['REEL', 'Reel'],
      ['STORY', 'Story'],
      ['CAROUSEL', 'Carousel'],
    ],
  },
  {
    value: 'TIKTOK',
    label: 'TikTok',
    types: [
      ['VIDEO', 'Video'],
      ['LIVE', 'Live'],
    ],
  },
  {
    value: 'YOUTUBE',
    label: 'YouTube',
    types: [
      ['VIDEO', 'Video'],
      ['SHORT', 'Short'],
      ['LIVE', 'Live'],
    ],
  },
  {
    value: 'FACEBOOK',
    label: 'Facebook',
    types: [
      ['POST', 'Post'],
      ['REEL', 'Reel'],
      ['STORY', 'Story'],
      ['LIVE', 'Live'],
    ],
  },
  {
    value: 'X',
    label: 'X',
    types: [
      ['POST', 'Post'],
      ['THREAD', 'Thread'],
    ],
  },
  {
    value: 'LINKEDIN',
    label: 'LinkedIn',
    types: [
      ['POST', 'Post'],
      ['ARTICLE', 'Article'],
      ['VIDEO', 'Video'],
    ],
  },
];

/** POSTING interests; PROFESSION holds the occupations. */
export const CATEGORIES = [
  {
    enumValue: 'LIFESTYLE',
    label: 'Lifestyle',
    subs: [
      ['FASHION', 'Fashion'],
      ['BEAUTY', 'Beauty'],
      ['TRAVEL', 'Travel'],
      ['FOOD', 'Food & drink'],
      ['FITNESS', 'Fitness'],
      ['PARENTING', 'Parenting'],
      ['HOME_DECOR', 'Home & decor'],
    ],
  },
  {
    enumValue: 'ENTERTAINMENT',
    label: 'Entertainment',
    subs: [
      ['COMEDY', 'Comedy'],
      ['MUSIC', 'Music'],
      ['DANCE', 'Dance'],
      ['GAMING', 'Gaming'],
      ['FILM_TV', 'Film & TV'],
    ],
  },
  {
    enumValue: 'BUSINESS',
    label: 'Business & tech',
    subs: [
      ['ENTREPRENEURSHIP', 'Entrepreneurship'],
      ['PERSONAL_FINANCE', 'Personal finance'],
      ['TECHNOLOGY', 'Technology'],
      ['AGRIBUSINESS', 'Agribusiness'],
      ['REAL_ESTATE', 'Real estate'],
    ],
  },
  {
    enumValue: 'SOCIETY',
    label: 'Society',
    subs: [
      ['EDUCATION', 'Education'],
      ['HEALTH', 'Health'],
      ['SPORTS', 'Sports'],
      ['FAITH', 'Faith'],
      ['ACTIVISM', 'Activism'],
    ],
  },
  {
    enumValue: 'PROFESSION',
    label: 'Profession',
    subs: [
      ['STUDENT', 'Student'],
      ['DOCTOR', 'Doctor'],
      ['ENGINEER', 'Engineer'],
      ['TEACHER', 'Teacher'],
      ['ARTIST', 'Artist'],
      ['CHEF', 'Chef'],
      ['ATHLETE', 'Athlete'],
      ['JOURNALIST', 'Journalist'],
      ['LAWYER', 'Lawyer'],
      ['MODEL', 'Model'],
      ['PHOTOGRAPHER', 'Photographer'],
      ['SOFTWARE_DEVELOPER', 'Software developer'],
    ],
  },
];

export const CONTENT_CREATOR_TYPES = [
  ['Influencer', 'Posts to their own audience and moves opinion'],
  ['UGC creator', 'Makes content for the brand to post on its own channels'],
  ['Brand ambassador', 'Represents the brand over months, across campaigns'],
  ['Celebrity', 'Widely known beyond social media'],
  ['Expert', 'A professional voice: doctor, chef, engineer, lawyer'],
  ['Community leader', 'Leads a close local or interest community'],
];

export const FAQS: Record<string, Array<[string, string]>> = {
  MERCHANT: [
    [
      'What is CreatorHub?',
      'A platform for brands, agencies and small businesses to find content creators, run influencer campaigns ' +
        'and read their results in one place.',
    ],
    [
      'How do I sign up?',
      'Choose Sign up, fill in your details and enter the 6-digit code we e-mail you. Brands and agencies then ' +
        'set up their company; small businesses enter their business name and land on their dashboard.',
    ],
    [
      'I did not receive my verification code.',
      'Check your spam folder, then use "Resend code" on the verification screen. Codes expire after 10 minutes.',
    ],
    [
      'What are the password rules?',
      'At least 8 characters with a number, an uppercase letter, a lowercase letter ' +
        'and one of the symbols ! @ # & $ %.',
    ],
    [
      'How much does a campaign cost?',
      'You set the budget. A platform fee of 30 percent and VAT of 15 percent of the deliverables budget are added; ' +
        'small businesses can pick a ready-made package.',
    ],
    [
      'Can I manage several brands?',
      'Yes. Agencies and clusters can hold several companies and brands and invite team members with different roles.',
    ],
    [
      'How do I find the right creators?',
      'Creator discovery filters by channel and follower level, country and city, gender, age, interests, ' +
        'occupation, income and creator type; save the ones you like in creator groups.',
    ],
    [
      'My account is disabled. What can I do?',
      'Contact support; we will explain why and help you restore access where possible.',
    ],
  ],
  SME: [
    [
      'What do the packages include?',
      'Each package names the number of creators and videos and the reach and engagement to expect; ' +
        'the price is fixed in KES.',
    ],
    [
      'How soon does my campaign start?',
      'On the start date you choose, once creators have accepted and your content is approved.',
    ],
    ['Can I see my results?', 'Yes: every campaign has a report with reach, views, engagement and AI insights.'],
  ],
};

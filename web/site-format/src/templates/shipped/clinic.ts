import { SHIPPED_TEMPLATE_IDS } from '../shipped-ids.js'
import { t, twoPageTemplate } from './two-page.js'

const art = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 300"><rect width="400" height="300" fill="#083c42"/><rect x="110" y="50" width="180" height="200" rx="18" fill="#f7fcfc"/><rect x="176" y="96" width="48" height="120" rx="8" fill="#006d77"/><rect x="140" y="132" width="120" height="48" rx="8" fill="#006d77"/><circle cx="320" cy="80" r="26" fill="#bfe0e0"/><circle cx="70" cy="220" r="34" fill="#83c5be"/></svg>`

export const clinic = twoPageTemplate({
  id: SHIPPED_TEMPLATE_IDS.clinic,
  key: 'clinic',
  name: 'Willow Street Clinic',
  description:
    'A calm, clear site for a clinic or practice: care offered, opening hours and how to book a visit.',
  categories: ['Business'],
  palette: {
    page: '#f7fcfc',
    band: '#e3f4f4',
    text: '#16363b',
    muted: '#42605f',
    title: '#0b2e33',
    accent: '#006d77',
    accentHover: '#00525a',
    heroBg: '#083c42',
    heroText: '#f7fcfc',
    heroMuted: '#bfe0e0',
    card: '#ffffff',
    border: '#c8e4e3',
    radius: '10px',
    titleFont: 'Trebuchet MS, sans-serif',
    textFont: 'Verdana, sans-serif',
  },
  art,
  brand: t('Willow Street Clinic', '柳街診所'),
  footer: {
    line: t(
      'Monday to Saturday, 8:30 to 18:00. 25 Willow Street, second floor.',
      '週一至週六 8:30 至 18:00。柳街 25 號二樓。',
    ),
    copyright: t('© 2026 Willow Street Family Clinic', '© 2026 柳街家庭診所'),
  },
  home: {
    title: t('Willow Street Clinic, family medicine close to home', '柳街診所｜離家不遠的家庭醫學'),
    description: t(
      'Willow Street Clinic offers family medicine, check-ups and vaccinations, with short waits and doctors who take their time.',
      '柳街診所提供家庭醫學、健康檢查與疫苗接種，候診時間短，醫師看診不倉促。',
    ),
    hero: {
      eyebrow: t('Family medicine', '家庭醫學'),
      title: t('Care that takes its time', '不倉促的照護'),
      lead: t(
        'Three family doctors and two nurses who know their patients by name, from newborns to grandparents.',
        '三位家庭醫師與兩位護理師，叫得出每位病人的名字，從新生兒到祖父母都照顧。',
      ),
      artLabel: t('A medical cross on a card', '卡片上的醫療十字標誌'),
    },
    stats: [
      ['3', t('family doctors', '位家庭醫師')],
      ['15', t('minutes of waiting, on average', '分鐘平均候診')],
      ['6', t('days open each week', '天每週開診')],
      ['1998', t('caring since', '年開業至今')],
    ],
    offer: {
      eyebrow: t('Our care', '我們的服務'),
      title: t('What we can help with', '我們能協助的事'),
      lead: t(
        'Book online or call; same-day visits for urgent needs.',
        '可線上或電話預約；急需看診可當日安排。',
      ),
      cards: [
        {
          mark: '<path d="M4.8 2.3A.3.3 0 1 0 5 2H4a2 2 0 0 0-2 2v5a6 6 0 0 0 12 0V4a2 2 0 0 0-2-2h-1"/><path d="M8 15v1a6 6 0 0 0 12 0v-4"/><circle cx="20" cy="10" r="2"/>',
          title: t('Family medicine', '家庭醫學'),
          text: t(
            'Colds, aches and long-term conditions, for every age.',
            '感冒、疼痛與慢性病，各年齡層皆可看診。',
          ),
        },
        {
          mark: '<path d="M9 11l3 3L22 4"/><path d="M21 12v7a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2h11"/>',
          title: t('Check-ups', '健康檢查'),
          text: t(
            'Yearly check-ups with results explained in person.',
            '年度健康檢查，由醫師當面說明結果。',
          ),
        },
        {
          mark: '<path d="M18 2l4 4M7.5 20.5L19 9l-4-4L3.5 16.5 2 22z"/>',
          title: t('Vaccinations', '疫苗接種'),
          text: t(
            'Travel and seasonal vaccines, no appointment needed.',
            '旅遊與季節性疫苗，無需預約。',
          ),
        },
      ],
    },
    quote: {
      text: t(
        '“Dr. Lin listened to the whole story before saying a word. That is rare.”',
        '「林醫師聽完整個經過才開口，這很難得。」',
      ),
      who: t('Wang Mei-ling, a patient for ten years', '王美玲，看診十年的病人'),
    },
    closing: {
      title: t('Need a visit?', '需要看診嗎？'),
      text: t('See opening hours, fees and how to book.', '查看門診時間、費用與預約方式。'),
      action: t('Visit us', '就診資訊'),
    },
  },
  second: {
    route: '/visit',
    name: t('Visit', '就診資訊'),
    title: t('Opening hours and booking, Willow Street Clinic', '門診時間與預約｜柳街診所'),
    description: t(
      'When Willow Street Clinic is open, what a visit costs, what to bring and how to book an appointment.',
      '柳街診所的門診時間、看診費用、需攜帶的證件，以及預約方式。',
    ),
    intro: {
      eyebrow: t('Visit', '就診'),
      title: t('Plan your visit', '安排您的就診'),
      lead: t(
        'Bring your health card and a list of the medicines you take.',
        '請攜帶健保卡，以及您目前服用的藥物清單。',
      ),
    },
    cards: [
      {
        mark: t('Mornings', '上午診'),
        title: t('8:30 to 12:00', '8:30 至 12:00'),
        text: t('Monday to Saturday, all three doctors.', '週一至週六，三位醫師皆看診。'),
      },
      {
        mark: t('Afternoons', '下午診'),
        title: t('14:00 to 18:00', '14:00 至 18:00'),
        text: t('Monday to Friday; check-ups by appointment.', '週一至週五；健康檢查需預約。'),
      },
      {
        mark: t('Fees', '費用'),
        title: t('From NT$150', 'NT$150 起'),
        text: t(
          'The usual co-payment; check-ups are quoted ahead.',
          '一般部分負擔；健康檢查會事先報價。',
        ),
      },
    ],
    split: {
      title: t('Booking an appointment', '預約掛號'),
      text: [
        t(
          'Book online any time, or call us during opening hours. We keep some places each day for same-day visits.',
          '隨時可線上預約，或於門診時間來電。每天都保留部分名額給當日需要看診的病人。',
        ),
      ],
      points: [
        t('Online booking, day and night', '全天候線上預約'),
        t('Phone: 02 2345 6789', '電話：02 2345 6789'),
        t('Step-free entrance and a lift', '無障礙入口與電梯'),
      ],
    },
    closing: {
      title: t('We are here to help', '我們隨時為您服務'),
      text: t('Read more about our doctors on the home page.', '在首頁認識我們的醫師。'),
      action: t('Back to home', '回到首頁'),
    },
  },
})

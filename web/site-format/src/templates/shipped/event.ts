import { SHIPPED_TEMPLATE_IDS } from '../shipped-ids.js'
import { t, twoPageTemplate } from './two-page.js'

const art = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 300"><rect width="400" height="300" fill="#1f1a05"/><rect x="70" y="60" width="260" height="180" rx="16" fill="#fff4cc"/><rect x="70" y="60" width="260" height="44" rx="16" fill="#f2b705"/><rect x="70" y="88" width="260" height="16" fill="#f2b705"/><circle cx="120" cy="52" r="10" fill="#eadf9f"/><circle cx="280" cy="52" r="10" fill="#eadf9f"/><rect x="110" y="130" width="40" height="32" rx="6" fill="#7a5a00"/><rect x="180" y="130" width="40" height="32" rx="6" fill="#eadf9f"/><rect x="250" y="130" width="40" height="32" rx="6" fill="#eadf9f"/><rect x="110" y="182" width="40" height="32" rx="6" fill="#eadf9f"/><rect x="180" y="182" width="40" height="32" rx="6" fill="#eadf9f"/></svg>`

export const event = twoPageTemplate({
  id: SHIPPED_TEMPLATE_IDS.event,
  key: 'event',
  name: 'Harbour Lights Festival',
  description:
    'A bright site for an event or festival: what happens, when and where, and the day’s programme.',
  categories: ['Entertainment'],
  palette: {
    page: '#fffef7',
    band: '#fff4cc',
    text: '#2b2610',
    muted: '#5c5330',
    title: '#1f1a05',
    accent: '#7a5a00',
    accentHover: '#5c4400',
    heroBg: '#1f1a05',
    heroText: '#fffef7',
    heroMuted: '#ece3b3',
    card: '#ffffff',
    border: '#eadf9f',
    radius: '18px',
    titleFont: 'Arial Black, Arial, sans-serif',
    textFont: 'Arial, Helvetica, sans-serif',
  },
  art,
  brand: t('Harbour Lights', '港燈節'),
  footer: {
    line: t(
      '12 to 14 June 2026, Pier 2, Kaohsiung. Free entry.',
      '2026 年 6 月 12 至 14 日，高雄駁二。免費入場。',
    ),
    copyright: t('© 2026 Harbour Lights Festival', '© 2026 港燈節'),
  },
  home: {
    title: t('Harbour Lights Festival, three nights by the sea', '港燈節｜海邊的三個夜晚'),
    description: t(
      'Harbour Lights is a free festival of music, light art and street food on the Kaohsiung waterfront, 12 to 14 June 2026.',
      '港燈節是在高雄港邊舉辦的免費音樂、光藝術與街頭美食節，2026 年 6 月 12 至 14 日。',
    ),
    hero: {
      eyebrow: t('12 to 14 June 2026', '2026 年 6 月 12 至 14 日'),
      title: t('Three nights of music and light', '三個充滿音樂與光的夜晚'),
      lead: t(
        'Thirty bands, twelve light installations and the best street food of the south, free for everyone.',
        '三十組樂團、十二件光藝術裝置，以及南台灣最棒的街頭小吃，全部免費。',
      ),
      artLabel: t('A calendar with the festival days marked', '標示節慶日期的月曆'),
    },
    stats: [
      ['30', t('bands on three stages', '組樂團，三個舞台')],
      ['12', t('light installations', '件光藝術裝置')],
      ['60', t('food stalls', '個美食攤位')],
      ['0', t('dollars to get in', '元入場費')],
    ],
    offer: {
      eyebrow: t('At the festival', '節慶亮點'),
      title: t('Something for every evening', '每個夜晚都有驚喜'),
      lead: t('Come for an hour or stay until midnight.', '來待一小時，或一路玩到午夜。'),
      cards: [
        {
          mark: '<path d="M9 18V5l12-2v13"/><circle cx="6" cy="18" r="3"/><circle cx="18" cy="16" r="3"/>',
          title: t('Live music', '現場音樂'),
          text: t(
            'Folk, jazz and indie bands from 18:00 each night.',
            '每晚 18:00 起，民謠、爵士與獨立樂團輪番上陣。',
          ),
        },
        {
          mark: '<path d="M9 18h6M10 22h4M12 2a7 7 0 0 0-4 12.7V17h8v-2.3A7 7 0 0 0 12 2z"/>',
          title: t('Light art', '光藝術'),
          text: t(
            'Installations along the pier, best seen after dark.',
            '沿著碼頭的裝置作品，天黑後最美。',
          ),
        },
        {
          mark: '<path d="M3 11h18M5 11a7 7 0 0 1 14 0M4 15h16l-2 5H6z"/>',
          title: t('Street food', '街頭美食'),
          text: t(
            'Sixty stalls, with vegetarian choices at every one.',
            '六十個攤位，每攤都有素食選擇。',
          ),
        },
      ],
    },
    quote: {
      text: t(
        '“The best free night out in the city. Bring a jacket for the sea breeze.”',
        '「城裡最棒的免費夜晚。記得帶件外套擋海風。」',
      ),
      who: t('Kaohsiung Weekly', '高雄週報'),
    },
    closing: {
      title: t('Plan your nights', '規劃您的夜晚'),
      text: t('See who plays when, and where.', '看看誰在什麼時間、哪個舞台演出。'),
      action: t('See the programme', '查看節目表'),
    },
  },
  second: {
    route: '/programme',
    name: t('Programme', '節目表'),
    title: t('Programme, Harbour Lights Festival 2026', '節目表｜2026 港燈節'),
    description: t(
      'The programme of Harbour Lights 2026: stages, times and the best way to get to Pier 2 in Kaohsiung.',
      '2026 港燈節節目表：舞台、時間，以及前往高雄駁二的交通方式。',
    ),
    intro: {
      eyebrow: t('Programme', '節目表'),
      title: t('Three nights, three stages', '三個夜晚，三個舞台'),
      lead: t(
        'Times may change; the day’s programme is posted at every gate.',
        '時間可能調整；每天的節目會公告在各入口。',
      ),
    },
    cards: [
      {
        mark: t('Friday', '星期五'),
        title: t('Opening night', '開幕之夜'),
        text: t(
          'Lights on at 19:00, then folk and jazz until 23:00.',
          '19:00 點燈，接著民謠與爵士演出到 23:00。',
        ),
      },
      {
        mark: t('Saturday', '星期六'),
        title: t('The long night', '漫長之夜'),
        text: t('Three stages from 16:00 to midnight.', '三個舞台從 16:00 演出到午夜。'),
      },
      {
        mark: t('Sunday', '星期日'),
        title: t('Family evening', '親子之夜'),
        text: t('Workshops for children and a closing parade.', '兒童工作坊與閉幕遊行。'),
      },
    ],
    split: {
      title: t('Getting there', '交通方式'),
      text: [
        t(
          'Take the light rail to Pier 2 or the metro to Yanchengpu. Bicycles can be parked at the north gate.',
          '搭乘輕軌至駁二站，或搭捷運至鹽埕埔站。自行車可停放在北側入口。',
        ),
      ],
      points: [
        t('Step-free paths on every route', '所有路線皆為無障礙通道'),
        t('Quiet area near the east gate', '東側入口旁設有安靜區'),
        t('Free water refills', '免費補充飲水'),
      ],
    },
    closing: {
      title: t('See you by the sea', '海邊見'),
      text: t('Read about the festival on the home page.', '在首頁了解更多節慶資訊。'),
      action: t('Back to home', '回到首頁'),
    },
  },
})

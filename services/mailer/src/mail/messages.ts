import type { MailLocale, MailTemplate } from '@tessera/proto'

/** What each template says, per language. `{name}` marks a value filled in at send time. */
export interface TemplateText {
  subject: string
  heading: string
  body: string
  action: string
  footer: string
}

/** Templates with an action link; `table-row` lists a row's fields instead (tableRowMessages). */
export type LinkTemplate = Exclude<MailTemplate, 'table-row'>

export const messages: Record<MailLocale, Record<LinkTemplate, TemplateText>> = {
  en: {
    'confirm-email': {
      subject: 'Confirm your e-mail for Tessera',
      heading: 'Welcome to Tessera',
      body: 'Confirm your e-mail address to finish setting up your account. The link expires in {expiresInHours} hours.',
      action: 'Confirm e-mail',
      footer: 'Your confirmation code is {code}. If you did not sign up, ignore this message.',
    },
    'reset-password': {
      subject: 'Reset your Tessera password',
      heading: 'Reset your password',
      body: 'Someone asked to reset the password of your Tessera account. The link works once and expires in {expiresInMinutes} minutes.',
      action: 'Choose a new password',
      footer: 'If you did not ask for this, ignore this message; your password stays as it is.',
    },
    'renewal-reminder': {
      subject: 'Your Tessera plan for {siteName} renews soon',
      heading: 'Your plan renews soon',
      body: 'The plan of your site {siteName} renews on {date}. We will charge {amount} (an estimate in US dollars; payment is settled in local currency) to your saved card.',
      action: 'See billing history',
      footer: 'To stop the renewal, cancel the subscription before that date.',
    },
    'renewal-failed': {
      subject: 'We could not renew the plan of {siteName}',
      heading: 'Your renewal payment failed',
      body: 'We could not charge your card for the plan of {siteName} (attempt {attempt} of {attempts}). We will try again; after the last attempt the site is disabled.',
      action: 'Check your billing',
      footer: 'If your card changed, buy the plan again from your billing history.',
    },
    'site-disabled': {
      subject: 'Your site {siteName} was disabled',
      heading: 'Your site was disabled',
      body: 'We could not renew the plan of {siteName} after several attempts, so the site is disabled and visitors no longer see it.',
      action: 'See billing history',
      footer: 'Contact support if you think this is a mistake.',
    },
    'workspace-invitation': {
      subject: 'You are invited to the {workspaceName} workspace on Tessera',
      heading: 'Join {workspaceName}',
      body: 'You are invited to work on the sites of the {workspaceName} workspace on Tessera. Log in or sign up with this e-mail address, then accept. The link works once and expires in {expiresInDays} days.',
      action: 'Accept the invitation',
      footer: 'If you do not know this workspace, ignore this message.',
    },
    'checkout-failed': {
      subject: 'Paid checkout {checkoutId} could not create its site',
      heading: 'A paid site could not be created',
      body: 'Checkout {checkoutId} for the site {siteName} (user {userId}) was paid, but creating the site failed: {reason}.',
      action: 'Open the checkout',
      footer: 'The buyer sees that support was notified.',
    },
  },
  'zh-tw': {
    'confirm-email': {
      subject: '確認您的 Tessera 電子郵件',
      heading: '歡迎使用 Tessera',
      body: '請確認您的電子郵件地址以完成帳號設定。此連結將於 {expiresInHours} 小時後失效。',
      action: '確認電子郵件',
      footer: '您的確認碼為 {code}。如果您沒有註冊，請忽略此郵件。',
    },
    'reset-password': {
      subject: '重設您的 Tessera 密碼',
      heading: '重設密碼',
      body: '有人要求重設您 Tessera 帳號的密碼。此連結僅能使用一次，並將於 {expiresInMinutes} 分鐘後失效。',
      action: '設定新密碼',
      footer: '如果這不是您的要求，請忽略此郵件，您的密碼不會變更。',
    },
    'renewal-reminder': {
      subject: '您的網站 {siteName} 方案即將續訂',
      heading: '方案即將續訂',
      body: '您的網站 {siteName} 的方案將於 {date} 續訂。我們會從您儲存的信用卡扣款 {amount}（美元金額為估計值，實際以當地貨幣結算）。',
      action: '查看帳單紀錄',
      footer: '若不想續訂，請在該日期前取消訂閱。',
    },
    'renewal-failed': {
      subject: '無法續訂 {siteName} 的方案',
      heading: '續訂扣款失敗',
      body: '我們無法為 {siteName} 的方案向您的信用卡扣款（第 {attempt} 次，共 {attempts} 次）。我們會再試一次；最後一次失敗後網站將被停用。',
      action: '檢查帳單資訊',
      footer: '如果您的信用卡已變更，請從帳單紀錄重新購買方案。',
    },
    'site-disabled': {
      subject: '您的網站 {siteName} 已停用',
      heading: '網站已停用',
      body: '多次嘗試後仍無法續訂 {siteName} 的方案，因此網站已停用，訪客將無法瀏覽。',
      action: '查看帳單紀錄',
      footer: '如果您認為這是錯誤，請聯絡客服。',
    },
    'workspace-invitation': {
      subject: '邀請您加入 Tessera 的 {workspaceName} 工作區',
      heading: '加入 {workspaceName}',
      body: '您受邀參與 Tessera 上 {workspaceName} 工作區的網站。請以此電子郵件地址登入或註冊後接受邀請。連結只能使用一次，將於 {expiresInDays} 天後失效。',
      action: '接受邀請',
      footer: '如果您不認識這個工作區，請忽略此郵件。',
    },
    'checkout-failed': {
      subject: '已付款的結帳 {checkoutId} 無法建立網站',
      heading: '付費網站建立失敗',
      body: '網站 {siteName}（使用者 {userId}）的結帳 {checkoutId} 已付款，但建立網站失敗：{reason}。',
      action: '開啟結帳',
      footer: '買家會看到客服已收到通知。',
    },
  },
}

/** A custom-data table event: a row added or updated on a published site. */
export interface TableRowText {
  subject: Record<'AddRow' | 'UpdateRow', string>
  body: Record<'AddRow' | 'UpdateRow', string>
  footer: string
}

export const tableRowMessages: Record<MailLocale, TableRowText> = {
  en: {
    subject: { AddRow: 'New row in {tableName}', UpdateRow: 'Row updated in {tableName}' },
    body: {
      AddRow: 'A visitor of {site} added this row to the table {tableName}:',
      UpdateRow: 'A row of the table {tableName} on {site} was updated:',
    },
    footer: "You receive this because the table's e-mail action lists your address.",
  },
  'zh-tw': {
    subject: { AddRow: '{tableName} 有新的資料列', UpdateRow: '{tableName} 的資料列已更新' },
    body: {
      AddRow: '{site} 的訪客在資料表 {tableName} 新增了這筆資料列：',
      UpdateRow: '{site} 的資料表 {tableName} 有一筆資料列已更新：',
    },
    footer: '您收到此郵件，是因為該資料表的電子郵件動作列出了您的地址。',
  },
}

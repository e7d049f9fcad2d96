import type { MailLocale, MailTemplate } from '@tessera/proto'

/** What each template says, per language. `{name}` marks a value filled in at send time. */
export interface TemplateText {
  subject: string
  heading: string
  body: string
  action: string
  footer: string
}

export const messages: Record<MailLocale, Record<MailTemplate, TemplateText>> = {
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
  },
}

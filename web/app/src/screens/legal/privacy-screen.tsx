import { LegalPage, type LegalSection } from './legal-page'

const sections: readonly LegalSection[] = [
  { id: 'collect', title: 'privacy.collect.title', body: 'privacy.collect.body' },
  { id: 'use', title: 'privacy.use.title', body: 'privacy.use.body' },
  { id: 'cookies', title: 'privacy.cookies.title', body: 'privacy.cookies.body' },
  { id: 'visitors', title: 'privacy.visitors.title', body: 'privacy.visitors.body' },
  { id: 'sharing', title: 'privacy.sharing.title', body: 'privacy.sharing.body' },
  { id: 'rights', title: 'privacy.rights.title', body: 'privacy.rights.body' },
  { id: 'contact', title: 'privacy.contact.title', body: 'privacy.contact.body' },
]

export function PrivacyScreen() {
  return <LegalPage title="privacy.title" updated="privacy.updated" sections={sections} />
}

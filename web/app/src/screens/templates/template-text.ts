import { useIntl } from 'react-intl'
import { shippedTemplateKey } from '@tessera/site-format/shipped-ids'
import type { TemplateSummary } from '../../api/templates-api'

/** A shipped template's name and description in the reader's language; others as saved. */
export function useTemplateText() {
  const intl = useIntl()
  return (template: TemplateSummary) => {
    const key = shippedTemplateKey(template.id)
    if (key === undefined) return { name: template.name, description: template.description }
    const id = (part: string) => `templates.shipped.${key}.${part}` as 'templates.title'
    return {
      name: intl.formatMessage({ id: id('name') }),
      description: intl.formatMessage({ id: id('description') }),
    }
  }
}

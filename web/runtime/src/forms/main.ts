// The forms chunk's entry (`dist/runtime-forms.js`), loaded by the runtime on form pages only.
import { FORMS_GLOBAL, type VisitorForms } from './forms-api.js'
import { PageForms } from './visitor-forms.js'

const host = window as Window & { [FORMS_GLOBAL]?: VisitorForms }

function storage(): Storage | undefined {
  try {
    return window.localStorage
  } catch {
    return undefined
  }
}

host[FORMS_GLOBAL] ??= new PageForms(document, window.fetch.bind(window), crypto.subtle, storage())

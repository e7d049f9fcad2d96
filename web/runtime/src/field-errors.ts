import { FIELD_ERROR_CLASS } from '@tessera/site-format/visitor-texts'

/**
 * Errors shown next to the form field whose value the server refused: the field is marked
 * invalid, described by the error and focused. Typing into it, or submitting its form again,
 * takes the error away.
 */
export class FieldErrors {
  constructor(private readonly doc: Document) {}

  /** Listens for input and submit; returns what removes the listeners. */
  start(): () => void {
    const onInput = (event: Event) => {
      const target = event.target as Element | null
      if (target && target.getAttribute?.('aria-invalid') === 'true') this.clear(target)
    }
    const onSubmit = (event: Event) => {
      const form = event.target as Element | null
      if (!form || typeof form.querySelectorAll !== 'function') return
      for (const field of Array.from(form.querySelectorAll('[aria-invalid="true"]'))) {
        this.clear(field)
      }
    }
    // Capturing: the form's own submit behaviour runs after its old errors are gone.
    this.doc.addEventListener('input', onInput, true)
    this.doc.addEventListener('submit', onSubmit, true)
    return () => {
      this.doc.removeEventListener('input', onInput, true)
      this.doc.removeEventListener('submit', onSubmit, true)
    }
  }

  show(field: HTMLElement, message: string): void {
    const id = errorId(field)
    let element = this.doc.getElementById(id)
    if (!element) {
      element = this.doc.createElement('p')
      element.id = id
      element.className = FIELD_ERROR_CLASS
      field.after(element)
    }
    element.textContent = message
    field.setAttribute('aria-invalid', 'true')
    const described = (field.getAttribute('aria-describedby') ?? '').split(/\s+/).filter(Boolean)
    if (!described.includes(id))
      field.setAttribute('aria-describedby', [...described, id].join(' '))
    field.focus()
  }

  clear(field: Element): void {
    const id = errorId(field)
    this.doc.getElementById(id)?.remove()
    field.removeAttribute('aria-invalid')
    const described = (field.getAttribute('aria-describedby') ?? '')
      .split(/\s+/)
      .filter((name) => name !== '' && name !== id)
    if (described.length > 0) field.setAttribute('aria-describedby', described.join(' '))
    else field.removeAttribute('aria-describedby')
  }
}

const errorId = (field: Element) => `${field.id}-error`

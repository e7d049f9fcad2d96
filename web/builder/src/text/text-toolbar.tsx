import {
  useCallback,
  useEffect,
  useRef,
  useState,
  type FormEvent,
  type KeyboardEvent,
  type ReactNode,
} from 'react'
import { createPortal } from 'react-dom'
import { useSlateSelector, useSlateStatic } from 'slate-react'
import { focusText, syncSelection } from './text-focus'
import { useBuilder } from '../store-context'
import { useT } from '../i18n/use-t'
import {
  activeMarks,
  clearMarks,
  currentBlock,
  currentLink,
  insertVoidBlock,
  isBold,
  removeLink,
  setBlock,
  setLink,
  setStyleMark,
  toggleBold,
  toggleFlag,
} from './text-commands'
import { BLOCK_KINDS, blockKind, type BlockKind, type FlagMark, type StyleMark } from './text-model'
import { acceptedImageSrc, acceptedLinkHref, acceptedStyle, FONT_SIZE_LIMITS } from './text-values'

/** The native fonts offered (editor.md section 9). */
export const NATIVE_FONTS = [
  'Arial',
  'Verdana',
  'Tahoma',
  'Trebuchet MS',
  'Times New Roman',
  'Georgia',
  'Garamond',
  'Courier New',
  'Brush Script MT',
] as const

/** Font weights offered (editor.md section 3: 100 to 700 except 200). */
export const FONT_WEIGHTS = ['100', '300', '400', '500', '600', '700'] as const

interface ToolbarState {
  block: BlockKind | undefined
  bold: boolean
  italic: boolean
  underline: boolean
  code: boolean
  color: string
  backgroundColor: string
  fontSize: string
  fontFamily: string
  fontWeight: string
  link: { href: string; title: string; target: string } | undefined
}

function readState(editor: Parameters<typeof activeMarks>[0]): ToolbarState {
  const marks = activeMarks(editor)
  const block = currentBlock(editor)
  const link = currentLink(editor)
  return {
    block: block ? blockKind(block) : undefined,
    bold: isBold(editor),
    italic: marks.italic === true,
    underline: marks.underline === true,
    code: marks.code === true,
    color: marks.color ?? '',
    backgroundColor: marks.backgroundColor ?? '',
    fontSize: marks.fontSize ?? '',
    fontFamily: marks.fontFamily ?? '',
    fontWeight: marks.fontWeight ?? '',
    link: link
      ? { href: link.href, title: link.title ?? '', target: link.target ?? '' }
      : undefined,
  }
}

const sameState = (a: ToolbarState | null, b: ToolbarState) =>
  a !== null && JSON.stringify(a) === JSON.stringify(b)

/** A colour as a colour input shows it (`#rrggbb`), or black. */
function colourInputValue(value: string): string {
  if (/^#[0-9a-f]{6}$/i.test(value)) return value.toLowerCase()
  const short = /^#([0-9a-f])([0-9a-f])([0-9a-f])$/i.exec(value)
  if (short)
    return `#${short[1]}${short[1]}${short[2]}${short[2]}${short[3]}${short[3]}`.toLowerCase()
  return '#000000'
}

type Form = 'link' | 'image' | undefined

/**
 * Keeps the edited component in sight inside the canvas frame, which the docked toolbar makes
 * shorter: the frame scrolls (only the frame, never the builder around it).
 */
function keepInSight(element: HTMLElement): void {
  const view = element.ownerDocument.defaultView
  if (!view) return
  const rect = element.getBoundingClientRect()
  const margin = 8
  if (rect.bottom > view.innerHeight - margin && rect.top > margin) {
    view.scrollBy(0, Math.min(rect.bottom - view.innerHeight + margin, rect.top - margin))
  }
}

/**
 * The text toolbar, drawn in the builder's own document and docked below the canvas, never over
 * it: a toolbar floating over the page hid the components beside the edited one, so a double
 * click on one of them reached the toolbar and the typing went on into the text being edited.
 * It holds: block kind, bold, italic, underline, code, link, colours, font size, family and
 * weight, a rule and an image. Buttons keep the focus in the text; fields take it and give it
 * back when they apply.
 */
export function TextToolbar({
  element,
  linkRequest,
}: {
  element: HTMLElement
  linkRequest: number
}) {
  const store = useBuilder()
  const t = useT()
  const editor = useSlateStatic()
  const state = useSlateSelector(readState, sameState)
  const toolbar = useRef<HTMLDivElement>(null)
  const [form, setForm] = useState<Form>()
  const [error, setError] = useState<string>()
  const component = element.parentElement
  // The site's own fonts first, then the native ones.
  const [fonts] = useState(() => {
    const names = Object.values(store.editor.site.context.theme.fonts).map((font) => font.name)
    return [...new Set([...names, ...NATIVE_FONTS])].filter((name) =>
      acceptedStyle('fontFamily', name),
    )
  })

  // The dock makes the canvas shorter: the edited component stays in sight.
  useEffect(() => {
    const canvasWindow = component?.ownerDocument.defaultView
    if (!component || !canvasWindow) return
    const resized = () => keepInSight(component)
    canvasWindow.addEventListener('resize', resized)
    return () => canvasWindow.removeEventListener('resize', resized)
  }, [component])

  useEffect(() => {
    if (linkRequest > 0) setForm('link')
  }, [linkRequest])

  // A press anywhere else in the builder ends editing (the canvas ends it by selecting).
  useEffect(() => {
    const down = (event: PointerEvent) => {
      if (toolbar.current?.contains(event.target as Node)) return
      store.view.stopTextEditing()
    }
    window.document.addEventListener('pointerdown', down, true)
    return () => window.document.removeEventListener('pointerdown', down, true)
  }, [store])

  const refocus = useCallback(() => focusText(editor), [editor])

  /** Runs a command on the text; `focus` false keeps the focus where it is (a colour picker). */
  const apply = (action: () => void, focus = true) => {
    syncSelection(editor)
    action()
    if (focus) refocus()
  }

  const flag = (mark: FlagMark | 'bold', label: string, glyph: ReactNode, pressed: boolean) => (
    <button
      type="button"
      className={`text-tool text-tool-${mark}`}
      aria-label={label}
      title={label}
      aria-pressed={pressed}
      onMouseDown={(event) => event.preventDefault()}
      onClick={() => apply(() => (mark === 'bold' ? toggleBold(editor) : toggleFlag(editor, mark)))}
    >
      {glyph}
    </button>
  )

  const style = (mark: StyleMark, value: string, focus = true) => {
    if (value !== '' && !acceptedStyle(mark, value)) {
      setError(t('builder.text.invalidValue', { value }))
      return
    }
    setError(undefined)
    apply(() => setStyleMark(editor, mark, value), focus)
  }

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Escape') return
    event.preventDefault()
    if (form !== undefined) {
      setForm(undefined)
      refocus()
    } else store.view.stopTextEditing()
  }

  // Docked in the canvas region, below the canvas.
  const container = element.ownerDocument.defaultView?.frameElement?.closest('.builder-canvas')
  const bar = (
    <div
      ref={toolbar}
      className="text-toolbar"
      role="toolbar"
      aria-label={t('builder.text.toolbar')}
      onKeyDown={onKeyDown}
    >
      <div className="text-toolbar-row">
        <select
          aria-label={t('builder.text.block')}
          value={state.block ?? ''}
          onChange={(event) => apply(() => setBlock(editor, event.target.value as BlockKind))}
        >
          {state.block === undefined && <option value="">{t('builder.text.block.mixed')}</option>}
          {BLOCK_KINDS.map((kind) => (
            <option key={kind} value={kind}>
              {t(`builder.text.block.${kind}`)}
            </option>
          ))}
        </select>
        {flag('bold', t('builder.text.bold'), <b>B</b>, state.bold)}
        {flag('italic', t('builder.text.italic'), <i>I</i>, state.italic)}
        {flag('underline', t('builder.text.underline'), <u>U</u>, state.underline)}
        {flag('code', t('builder.text.code'), <code>{'</>'}</code>, state.code)}
        <button
          type="button"
          className="text-tool"
          aria-label={t('builder.text.link')}
          title={t('builder.text.link')}
          aria-pressed={state.link !== undefined}
          aria-expanded={form === 'link'}
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => {
            syncSelection(editor)
            setForm(form === 'link' ? undefined : 'link')
          }}
        >
          {t('builder.text.link')}
        </button>
        <label className="text-tool-colour" title={t('builder.text.color')}>
          <span className="visually-hidden">{t('builder.text.color')}</span>
          <span aria-hidden="true">A</span>
          <input
            type="color"
            value={colourInputValue(state.color)}
            onChange={(event) => style('color', event.target.value, false)}
          />
        </label>
        <label className="text-tool-colour" title={t('builder.text.background')}>
          <span className="visually-hidden">{t('builder.text.background')}</span>
          <span aria-hidden="true" className="text-tool-background-glyph">
            A
          </span>
          <input
            type="color"
            value={colourInputValue(state.backgroundColor || '#ffffff')}
            onChange={(event) => style('backgroundColor', event.target.value, false)}
          />
        </label>
        <FontSize
          value={state.fontSize}
          label={t('builder.text.fontSize')}
          onApply={(value) => style('fontSize', value)}
        />
        <select
          aria-label={t('builder.text.fontFamily')}
          value={state.fontFamily}
          onChange={(event) => style('fontFamily', event.target.value)}
        >
          <option value="">{t('builder.text.default')}</option>
          {state.fontFamily !== '' && !fonts.includes(state.fontFamily) && (
            <option value={state.fontFamily}>{state.fontFamily}</option>
          )}
          {fonts.map((font) => (
            <option key={font} value={font}>
              {font}
            </option>
          ))}
        </select>
        <select
          aria-label={t('builder.text.fontWeight')}
          value={state.fontWeight}
          onChange={(event) => style('fontWeight', event.target.value)}
        >
          <option value="">{t('builder.text.default')}</option>
          {state.fontWeight !== '' &&
            !(FONT_WEIGHTS as readonly string[]).includes(state.fontWeight) && (
              <option value={state.fontWeight}>{state.fontWeight}</option>
            )}
          {FONT_WEIGHTS.map((weight) => (
            <option key={weight} value={weight}>
              {weight}
            </option>
          ))}
        </select>
        <button
          type="button"
          className="text-tool"
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => apply(() => insertVoidBlock(editor, { type: 'horizontal-rule' }))}
        >
          {t('builder.text.rule')}
        </button>
        <button
          type="button"
          className="text-tool"
          aria-expanded={form === 'image'}
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => {
            syncSelection(editor)
            setForm(form === 'image' ? undefined : 'image')
          }}
        >
          {t('builder.text.image')}
        </button>
        <button
          type="button"
          className="text-tool"
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => apply(() => clearMarks(editor))}
        >
          {t('builder.text.clear')}
        </button>
        <button
          type="button"
          className="text-tool text-tool-done"
          onClick={() => store.view.stopTextEditing()}
        >
          {t('builder.text.done')}
        </button>
      </div>
      {form === 'link' && (
        <LinkForm
          link={state.link}
          onApply={(link) => {
            setForm(undefined)
            apply(() => setLink(editor, link))
          }}
          onRemove={() => {
            setForm(undefined)
            apply(() => removeLink(editor))
          }}
          onError={setError}
        />
      )}
      {form === 'image' && (
        <ImageForm
          onInsert={(image) => {
            setForm(undefined)
            apply(() => insertVoidBlock(editor, { type: 'image', ...image }))
          }}
          onError={setError}
        />
      )}
      {error !== undefined && (
        <p className="text-toolbar-error" role="alert">
          {error}
        </p>
      )}
    </div>
  )
  return createPortal(bar, container ?? window.document.body)
}

function FontSize({
  value,
  label,
  onApply,
}: {
  value: string
  label: string
  onApply: (value: string) => void
}) {
  const [draft, setDraft] = useState(value.replace(/px$/, ''))
  useEffect(() => setDraft(value.replace(/px$/, '')), [value])
  const commit = () => {
    const trimmed = draft.trim()
    if (trimmed === value.replace(/px$/, '')) return
    if (trimmed === '') return onApply('')
    onApply(/^\d+(\.\d+)?$/.test(trimmed) ? `${trimmed}px` : trimmed)
  }
  return (
    <input
      className="text-tool-size"
      aria-label={label}
      title={label}
      inputMode="decimal"
      placeholder="px"
      value={draft}
      min={FONT_SIZE_LIMITS.above}
      onChange={(event) => setDraft(event.target.value)}
      onBlur={commit}
      onKeyDown={(event) => {
        if (event.key === 'Enter') {
          event.preventDefault()
          commit()
        }
      }}
    />
  )
}

function LinkForm({
  link,
  onApply,
  onRemove,
  onError,
}: {
  link: { href: string; title: string; target: string } | undefined
  onApply: (link: { href: string; title?: string; target?: string }) => void
  onRemove: () => void
  onError: (message: string | undefined) => void
}) {
  const t = useT()
  const [href, setHref] = useState(link?.href ?? '')
  const [title, setTitle] = useState(link?.title ?? '')
  const [newTab, setNewTab] = useState(link?.target === '_blank')
  const submit = (event: FormEvent) => {
    event.preventDefault()
    const address = acceptedLinkHref(href.trim())
    if (address === undefined) {
      onError(t('builder.text.invalidValue', { value: href }))
      return
    }
    onError(undefined)
    onApply({
      href: address,
      title: title.trim() || undefined,
      target: newTab ? '_blank' : link?.target === '_blank' ? undefined : link?.target || undefined,
    })
  }
  return (
    <form className="text-toolbar-form" onSubmit={submit}>
      <label>
        {t('builder.text.link.href')}
        <input value={href} autoFocus onChange={(event) => setHref(event.target.value)} />
      </label>
      <label>
        {t('builder.text.link.title')}
        <input value={title} onChange={(event) => setTitle(event.target.value)} />
      </label>
      <label className="text-toolbar-check">
        <input
          type="checkbox"
          checked={newTab}
          onChange={(event) => setNewTab(event.target.checked)}
        />
        {t('builder.text.link.newTab')}
      </label>
      <button type="submit">{t('builder.text.link.apply')}</button>
      {link && (
        <button type="button" onClick={onRemove}>
          {t('builder.text.link.remove')}
        </button>
      )}
    </form>
  )
}

function ImageForm({
  onInsert,
  onError,
}: {
  onInsert: (image: { src: string; alt?: string; title?: string }) => void
  onError: (message: string | undefined) => void
}) {
  const t = useT()
  const [src, setSrc] = useState('')
  const [alt, setAlt] = useState('')
  const [title, setTitle] = useState('')
  const submit = (event: FormEvent) => {
    event.preventDefault()
    const address = acceptedImageSrc(src.trim())
    if (address === undefined) {
      onError(t('builder.text.invalidValue', { value: src }))
      return
    }
    onError(undefined)
    onInsert({ src: address, alt: alt.trim() || undefined, title: title.trim() || undefined })
  }
  return (
    <form className="text-toolbar-form" onSubmit={submit}>
      <label>
        {t('builder.text.image.src')}
        <input value={src} autoFocus onChange={(event) => setSrc(event.target.value)} />
      </label>
      <label>
        {t('builder.text.image.alt')}
        <input value={alt} onChange={(event) => setAlt(event.target.value)} />
      </label>
      <label>
        {t('builder.text.image.title')}
        <input value={title} onChange={(event) => setTitle(event.target.value)} />
      </label>
      <button type="submit">{t('builder.text.image.insert')}</button>
    </form>
  )
}

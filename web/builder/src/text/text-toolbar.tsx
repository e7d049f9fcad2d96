import {
  useCallback,
  useEffect,
  useLayoutEffect,
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

/** Where the toolbar goes: above the edited component, or below it when there is no room. */
function position(element: HTMLElement, toolbar: HTMLElement): { left: number; top: number } {
  const frame = element.ownerDocument.defaultView?.frameElement as HTMLElement | null
  const frameRect = frame?.getBoundingClientRect() ?? { left: 0, top: 0, width: 1, bottom: 0 }
  const scale = frame && frame.offsetWidth > 0 ? frameRect.width / frame.offsetWidth : 1
  const rect = element.getBoundingClientRect()
  const height = toolbar.offsetHeight
  const gap = 6
  let top = frameRect.top + rect.top * scale - height - gap
  if (top < frameRect.top) top = frameRect.top + rect.bottom * scale + gap
  const maxLeft = Math.max(0, window.innerWidth - toolbar.offsetWidth - 4)
  const left = Math.min(Math.max(4, frameRect.left + rect.left * scale), maxLeft)
  return { left, top: Math.max(4, top) }
}

/**
 * The text toolbar, drawn in the builder's own document (not on the canvas) above the component
 * being edited: block kind, bold, italic, underline, code, link, colours, font size, family and
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
  const [place, setPlace] = useState<{ left: number; top: number }>()
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

  // Follows the component as it grows, scrolls or the window resizes (once per frame at most).
  useLayoutEffect(() => {
    const bar = toolbar.current
    if (!bar || !component) return
    let frame = 0
    const update = () => {
      frame = 0
      setPlace(position(component, bar))
    }
    const schedule = () => {
      if (frame === 0) frame = requestAnimationFrame(update)
    }
    update()
    const canvasWindow = component.ownerDocument.defaultView
    canvasWindow?.addEventListener('scroll', schedule, true)
    canvasWindow?.addEventListener('resize', schedule)
    window.addEventListener('scroll', schedule, true)
    window.addEventListener('resize', schedule)
    const observer = new ResizeObserver(schedule)
    observer.observe(component)
    observer.observe(bar)
    return () => {
      cancelAnimationFrame(frame)
      canvasWindow?.removeEventListener('scroll', schedule, true)
      canvasWindow?.removeEventListener('resize', schedule)
      window.removeEventListener('scroll', schedule, true)
      window.removeEventListener('resize', schedule)
      observer.disconnect()
    }
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

  const container = element.ownerDocument.defaultView?.frameElement?.closest('.builder')
  const bar = (
    <div
      ref={toolbar}
      className="text-toolbar"
      role="toolbar"
      aria-label={t('builder.text.toolbar')}
      style={place ? { left: place.left, top: place.top } : { visibility: 'hidden' }}
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

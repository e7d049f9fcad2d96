import { describe, expect, it } from 'vitest'
import { createSite } from '../defaults/create-site.js'
import { parseId } from '../ids/ids.js'
import type { Component } from '../types/component.js'
import type { SiteContext } from '../types/site.js'
import { builtinBehaviors, isEditorOnlyBehavior } from './behaviors.js'
import {
  builtinComponents,
  BuiltinComponentId,
  instantiateBuiltin,
  isTemplateRef,
  newMenuBlocks,
  visibleNewMenuBlocks,
} from './components.js'
import { LOADING_GLOBAL_STYLE_NAME } from './constants.js'
import { builtinMixins } from './mixins.js'

function flatten(root: Component): Component[] {
  return [root, ...(root.children ?? []).flatMap(flatten)]
}

function context(): SiteContext {
  return createSite('Block Test').context
}

/** Every string in event args, e.g. component ids. */
function eventArgValues(c: Component): unknown[] {
  return Object.values(c.events ?? {}).flatMap((e) =>
    e.behaviors.flatMap((b) => Object.values(b.args ?? {})),
  )
}

// FORMAT.md section 7: the fixed built-in component ids.
const formatIds = [
  'containerHorizontal',
  'containerVertical',
  'grid',
  'text',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'image',
  'gallery',
  'lightboxgallery',
  'lightbox',
  'video',
  'videowrap',
  'videosource',
  'captionedImage',
  'backgroundImage',
  'svg',
  'link',
  'button',
  'navmenu',
  'navmenuitem',
  'header',
  'headerLogo',
  'headerLogoLink',
  'headerNavMenu',
  'footer',
  'input',
  'textarea',
  'label',
  'ul',
  'ol',
  'li',
  'dividerVertical',
  'dividerHorizontal',
  'contactform',
  'mailinglist',
  'loading',
  'viewcounter',
  'vuecomponent',
  'languages',
  'tempchild',
].map((name) => `global-c-${name}`)

describe('built-in components', () => {
  it('defines every id of FORMAT.md section 7 and nothing else', () => {
    expect(Object.keys(builtinComponents).sort()).toEqual([...formatIds].sort())
    for (const [id, c] of Object.entries(builtinComponents)) expect(c.id).toBe(id)
  })

  it('offers every New-menu block of editor.md section 2, by column', () => {
    const left = newMenuBlocks.filter((b) => b.column === 'left').map((b) => b.id)
    const right = newMenuBlocks.filter((b) => b.column === 'right').map((b) => b.id)
    expect(left).toEqual(
      [
        'containerHorizontal',
        'containerVertical',
        'grid',
        'image',
        'video',
        'captionedImage',
        'backgroundImage',
        'svg',
        'link',
        'button',
        'navmenu',
        'ul',
        'header',
        'footer',
        'dividerHorizontal',
        'viewcounter',
        'languages',
      ].map((n) => `global-c-${n}`),
    )
    expect(right).toEqual(
      [
        'text',
        'h1',
        'h2',
        'h3',
        'h4',
        'h5',
        'h6',
        'ol',
        'input',
        'textarea',
        'label',
        'dividerVertical',
        'gallery',
        'lightboxgallery',
        'contactform',
        'mailinglist',
        'vuecomponent',
      ].map((n) => `global-c-${n}`),
    )
  })

  it('hides blocks by site kind, languages and role', () => {
    const ids = (viewer: Parameters<typeof visibleNewMenuBlocks>[0]) =>
      visibleNewMenuBlocks(viewer).map((b) => b.id)
    const scratch = ids({ apiSite: false, languageCount: 1, admin: false })
    expect(scratch).not.toContain(BuiltinComponentId.contactForm)
    expect(scratch).not.toContain(BuiltinComponentId.mailingList)
    expect(scratch).not.toContain(BuiltinComponentId.viewCounter)
    expect(scratch).not.toContain(BuiltinComponentId.languages)
    expect(scratch).not.toContain(BuiltinComponentId.vueComponent)
    expect(ids({ apiSite: true, languageCount: 2, admin: true })).toHaveLength(newMenuBlocks.length)
  })

  it.each(newMenuBlocks.map((b) => [b.id]))(
    '%s instantiates with fresh, unique, linked ids',
    (id) => {
      const ctx = context()
      const before = ctx.nextId
      const instance = instantiateBuiltin(ctx, id, 'block-test-c-0')
      const nodes = flatten(instance.component)
      const ids = nodes.map((n) => n.id)

      expect(new Set(ids).size).toBe(ids.length)
      expect(ctx.nextId).toBe(before + nodes.length)
      for (const nodeId of ids) {
        const parsed = parseId(nodeId)
        expect(parsed?.namespace).toBe('block-test')
        expect(parsed?.kind).toBe('c')
        const n = Number(parsed?.suffix)
        expect(n).toBeGreaterThanOrEqual(before)
        expect(n).toBeLessThan(ctx.nextId)
      }
      expect(JSON.stringify(instance.component)).not.toContain('global-c-')
      expect(JSON.stringify(instance.component)).not.toContain('$ref')

      expect(instance.component.parentId).toBe('block-test-c-0')
      for (const node of nodes) {
        for (const child of node.children ?? []) expect(child.parentId).toBe(node.id)
        if (node.children) expect(node.children.length).toBeGreaterThan(0)
        expect(node.style.custom).toBeDefined()
      }

      // Ids in event args point inside the new subtree.
      for (const node of nodes) {
        for (const value of eventArgValues(node)) {
          expect(isTemplateRef(value)).toBe(false)
          if (typeof value === 'string' && value.startsWith('block-test-c-')) {
            expect(ids).toContain(value)
          }
        }
      }

      // The returned mixins and behaviours are exactly the built-ins the subtree references.
      const usedMixins = [...new Set(nodes.flatMap((n) => n.style.mixins ?? []))]
      expect(instance.mixins.map((m) => m.id).sort()).toEqual([...usedMixins].sort())
      for (const mixin of instance.mixins) {
        expect(mixin).toEqual(builtinMixins[mixin.id])
        expect(mixin).not.toBe(builtinMixins[mixin.id])
      }
      const usedBehaviors = [
        ...new Set(
          nodes.flatMap((n) =>
            Object.values(n.events ?? {}).flatMap((e) => e.behaviors.map((b) => b.behaviorId)),
          ),
        ),
      ]
      expect(instance.behaviors.map((b) => b.id).sort()).toEqual([...usedBehaviors].sort())
      for (const behavior of instance.behaviors) {
        expect(behavior).toEqual(builtinBehaviors[behavior.id])
      }
      for (const node of nodes) {
        for (const e of Object.values(node.editorEvents ?? {})) {
          for (const b of e.behaviors) expect(isEditorOnlyBehavior(b.behaviorId)).toBe(true)
        }
      }
    },
  )

  it('two insertions of the same block share no ids or objects', () => {
    const ctx = context()
    const a = instantiateBuiltin(ctx, BuiltinComponentId.contactForm, 'p')
    const b = instantiateBuiltin(ctx, BuiltinComponentId.contactForm, 'p')
    const aIds = flatten(a.component).map((n) => n.id)
    const bIds = flatten(b.component).map((n) => n.id)
    expect(aIds.filter((id) => bIds.includes(id))).toEqual([])
    a.component.children![1]!.inputs!.placeholder!.is = 'changed'
    expect(b.component.children![1]!.inputs!.placeholder!.is).toBeUndefined()
    expect(builtinComponents[BuiltinComponentId.contactForm]).not.toHaveProperty('parentId')
  })

  it('throws on an unknown id', () => {
    expect(() => instantiateBuiltin(context(), 'global-c-nope', 'p')).toThrow(
      'Unknown built-in component global-c-nope',
    )
  })

  it('gives links and images an empty href / src input as an attribute', () => {
    const ctx = context()
    for (const id of [
      BuiltinComponentId.link,
      BuiltinComponentId.navMenuItem,
      BuiltinComponentId.headerLogoLink,
    ]) {
      const { component } = instantiateBuiltin(ctx, id, 'p')
      expect(component.tag).toBe('a')
      expect(component.inputs?.href).toEqual({
        name: 'href',
        type: 'string',
        attr: true,
        default: '',
      })
    }
    for (const id of [
      BuiltinComponentId.image,
      BuiltinComponentId.captionedImage,
      BuiltinComponentId.gallery,
      BuiltinComponentId.header,
    ]) {
      const images = flatten(instantiateBuiltin(ctx, id, 'p').component).filter(
        (n) => n.tag === 'img',
      )
      expect(images.length).toBeGreaterThan(0)
      for (const img of images) {
        expect(img.inputs?.src).toEqual({ name: 'src', type: 'string', attr: true, default: '' })
      }
    }
  })

  it('applies the spec defaults', () => {
    const ctx = context()
    const textarea = instantiateBuiltin(ctx, BuiltinComponentId.textarea, 'p').component
    expect(textarea.tag).toBe('textarea')
    expect(textarea.inputs?.rows).toMatchObject({ attr: true, default: 8 })

    const video = instantiateBuiltin(ctx, BuiltinComponentId.video, 'p').component
    expect(video.tag).toBe('video')
    expect(video.inputs?.width).toMatchObject({ attr: true, default: 640 })
    expect(video.inputs?.height).toMatchObject({ attr: true, default: 480 })
    expect(video.children?.map((c) => c.tag)).toEqual(['source'])
    expect(video.children?.[0]?.inputs?.src).toMatchObject({ attr: true, default: '' })

    const button = instantiateBuiltin(ctx, BuiltinComponentId.button, 'p')
    expect(button.component.tag).toBe('button')
    const buttonStyle = button.mixins.find((m) => m.id === button.component.style.mixins?.[0])
    expect(buttonStyle?.name).toBe('ButtonStyle')
    expect(buttonStyle?.breakpoints['breakpoint-1']?.default).toMatchObject({
      padding: '12px 24px 11px',
      'border-radius': '8px',
      // A button, not a bar: as wide as its label, its text readable on the primary colour.
      width: 'fit-content',
      'background-color': '${color-primary}',
      color: '${color-on-primary}',
    })

    const ol = instantiateBuiltin(ctx, BuiltinComponentId.ol, 'p').component
    expect(ol.tag).toBe('ol')
    expect(ol.children?.map((c) => c.tag)).toEqual(['li', 'li', 'li'])
    expect(instantiateBuiltin(ctx, BuiltinComponentId.ul, 'p').component.tag).toBe('ul')

    for (let level = 1; level <= 6; level++) {
      const h = instantiateBuiltin(ctx, `global-c-h${level}`, 'p').component
      expect(h.tag).toBe(`h${level}`)
      expect(h.style.mixins).toEqual([`global-s-${8 + level}`])
    }

    const form = instantiateBuiltin(ctx, BuiltinComponentId.contactForm, 'p').component
    expect(form.tag).toBe('Form')
    expect(form.style.custom['breakpoint-1']?.default).toMatchObject({
      'max-width': '900px',
      'min-width': '400px',
    })
    expect(flatten(form).find((n) => n.tag === 'textarea')?.inputs?.rows?.default).toBe(8)

    const vue = instantiateBuiltin(ctx, BuiltinComponentId.vueComponent, 'p').component
    expect(vue.tag).toBe('vue')
    expect(vue.inputs?.componentName).toMatchObject({ attr: false, default: '' })
  })

  it('wires the contact form and mailing list to their behaviours', () => {
    const ctx = context()
    const form = instantiateBuiltin(ctx, BuiltinComponentId.contactForm, 'p').component
    const [, email, name, message, error, submit] = form.children ?? []
    expect(form.events?.submit?.behaviors).toEqual([
      {
        behaviorId: 'global-b-contactform',
        args: {
          tableName: '',
          emailId: email?.id,
          messageId: message?.id,
          nameId: name?.id,
          errorId: error?.id,
          apiEmailField: 'email',
          apiMessageField: 'message',
          apiNameField: 'name',
        },
      },
    ])
    for (const field of [email, name, message]) {
      expect(field?.events?.input?.behaviors).toEqual([
        { behaviorId: 'global-b-contactformclearerror', args: { errorId: error?.id } },
      ])
    }
    expect(submit?.inputs?.type?.default).toBe('submit')

    const list = instantiateBuiltin(ctx, BuiltinComponentId.mailingList, 'p').component
    // Walkthrough wiring reads children by position: 1 email, 2 name, 3 error.
    const [, listEmail, listName, listError] = list.children ?? []
    expect(list.events?.submit?.behaviors[0]).toEqual({
      behaviorId: 'global-b-mailinglist',
      args: {
        tableName: '',
        emailId: listEmail?.id,
        nameId: listName?.id,
        errorId: listError?.id,
        apiEmailField: 'email',
        apiNameField: 'name',
      },
    })
  })

  it('syncs the nav menu with pages through editor-only behaviours', () => {
    const nav = instantiateBuiltin(context(), BuiltinComponentId.navMenu, 'p')
    expect(nav.component.editorEvents).toEqual({
      OnSelfAdded: { name: 'OnSelfAdded', behaviors: [{ behaviorId: 'global-b-navAddChildren' }] },
      OnPageAdd: { name: 'OnPageAdd', behaviors: [{ behaviorId: 'global-b-navAddChildren' }] },
      OnPageRemove: {
        name: 'OnPageRemove',
        behaviors: [{ behaviorId: 'global-b-navRemoveChildren' }],
      },
      OnPageChange: {
        name: 'OnPageChange',
        behaviors: [{ behaviorId: 'global-b-navChangeChildren' }],
      },
    })
    expect(nav.behaviors).toEqual([])
  })

  it('builds the gallery and lightbox from the spec defaults', () => {
    const ctx = context()
    const lb = instantiateBuiltin(ctx, BuiltinComponentId.lightboxGallery, 'p')
    const [grid, lightbox] = lb.component.children ?? []
    expect(grid?.style.mixins).toEqual(['global-s-gallery'])
    expect(lightbox?.state).toEqual({ hide: true })
    const lightboxNodes = flatten(lightbox!)
    const loader = lightboxNodes.find((n) => n.style.mixins?.includes('global-s-loading'))
    for (const [i, image] of (grid?.children ?? []).entries()) {
      expect(image.events?.click?.behaviors).toEqual([
        {
          behaviorId: 'global-b-showLightbox',
          args: { imageIndex: String(i), lightboxId: lightbox?.id, loaderId: loader?.id },
        },
      ])
    }
    expect(loader?.children?.map((d) => d.style.custom['breakpoint-1']?.default)).toEqual([
      { 'animation-delay': '0s' },
      { 'animation-delay': '0.2s' },
      { 'animation-delay': '0.4s' },
    ])
    expect(Object.keys(lb.globalStyles)).toEqual([LOADING_GLOBAL_STYLE_NAME])
    expect(lb.globalStyles[LOADING_GLOBAL_STYLE_NAME]?.style).toContain('@keyframes')
    expect(lb.behaviors.map((b) => b.id).sort()).toEqual(
      [
        'global-b-showLightbox',
        'global-b-hideLightbox',
        'global-b-updateNavIndex',
        'global-b-stopClick',
        'global-b-lightboxImageLoad',
        'global-b-downloadImage',
      ].sort(),
    )
    expect(instantiateBuiltin(ctx, BuiltinComponentId.text, 'p').globalStyles).toEqual({})
  })

  it('builds the language switcher from the site languages: a named native select', () => {
    const ctx = context()
    ctx.i18n = { en: {}, 'zh-tw': {}, fr: {} }
    const select = instantiateBuiltin(ctx, BuiltinComponentId.languages, 'p').component
    expect(select.tag).toBe('select')
    expect(select.inputs?.['aria-label']?.default).toBe('Language')
    expect(select.style.mixins).toEqual(['global-s-languageselect'])
    expect(select.children?.map((o) => [o.tag, o.inputs?.value?.default, o.content])).toEqual([
      ['option', 'en', 'English'],
      ['option', 'zh-tw', '中文 (繁體)'],
      ['option', 'fr', 'Français'],
    ])
    expect(select.events?.load?.behaviors[0]?.behaviorId).toBe('global-b-setupLanguage')
    expect(select.events?.input?.behaviors).toEqual([{ behaviorId: 'global-b-selectLanguage' }])
  })

  it('makes the lightbox a named modal dialog with named buttons, opened from images by click or Enter', () => {
    const ctx = context()
    const gallery = instantiateBuiltin(ctx, BuiltinComponentId.lightboxGallery, 'p').component
    const [grid, lightbox] = gallery.children ?? []
    expect(lightbox?.role).toBe('dialog')
    expect(lightbox?.inputs?.['aria-modal']?.default).toBe('true')
    expect(lightbox?.inputs?.['aria-label']?.default).toBe('Image viewer')
    const buttons: Array<[string, unknown]> = []
    const visit = (c: Component) => {
      if (c.tag === 'button') buttons.push([c.name, c.inputs?.['aria-label']?.default])
      for (const child of c.children ?? []) visit(child)
    }
    visit(lightbox!)
    expect(buttons).toEqual([
      ['DownloadIcon', 'Download image'],
      ['CloseIcon', 'Close'],
      ['PreviousImage', 'Previous image'],
      ['NextImage', 'Next image'],
    ])
    const image = grid?.children?.[2]
    expect(image?.inputs?.tabindex?.default).toBe('0')
    expect(image?.events?.keydown?.behaviors[0]?.args).toEqual({
      imageIndex: '2',
      lightboxId: lightbox?.id,
      loaderId: expect.any(String),
      onKey: 'Enter',
    })
    expect(image?.events?.click?.behaviors[0]?.args?.onKey).toBeUndefined()
  })
})

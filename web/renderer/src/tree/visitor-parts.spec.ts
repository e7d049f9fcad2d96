import { BuiltinComponentId, createSite, type Component, type Site } from '@tessera/site-format'
import { describe, expect, it } from 'vitest'
import { renderDocument } from '../html/to-html.js'
import { attr, byId, byTag, parseDocument, textOf, type Element } from '../testing/dom.js'
import { addBlock } from '../testing/fixture-site.js'
import { renderPage } from './render-page.js'

function named(root: Component, name: string): Component {
  if (root.name === name) return root
  for (const child of root.children ?? []) {
    try {
      return named(child, name)
    } catch {
      // keep looking
    }
  }
  throw new Error(`No component named ${name}`)
}

function formsSite(): { site: Site; contact: Component; mailing: Component; gallery: Component } {
  const site = createSite('Forms')
  const contact = addBlock(site, BuiltinComponentId.contactForm)
  const mailing = addBlock(site, BuiltinComponentId.mailingList)
  const gallery = addBlock(site, BuiltinComponentId.lightboxGallery)
  return { site, contact, mailing, gallery }
}

const page = (site: Site, lang?: string) =>
  parseDocument(renderDocument(site, '/home', lang === undefined ? {} : { lang }).html)

/** The label element associated with a field, as a browser finds it (`for` = the field's id). */
function labelOf(doc: ReturnType<typeof parseDocument>, field: Component): Element | undefined {
  return byTag(doc, 'label').find((label) => attr(label, 'for') === field.id)
}

describe('forms on published pages', () => {
  it('give every field of a contact form and a mailing list a visible label, in English', () => {
    const { site, contact, mailing } = formsSite()
    const doc = page(site)
    const expected: Array<[Component, string]> = [
      [named(contact, 'Email'), 'Email'],
      [named(contact, 'Name'), 'Name (optional)'],
      [named(contact, 'Message'), 'Message'],
      [named(mailing, 'Email'), 'Email'],
      [named(mailing, 'Name'), 'Name (optional)'],
    ]
    for (const [field, text] of expected) {
      const label = labelOf(doc, field)
      expect(label, field.id).toBeDefined()
      expect(textOf(label!)).toBe(text)
      // Next to its field, which no longer repeats it as a placeholder.
      const input = byId(doc, field.id)!
      expect(input.parentNode).toBe(label!.parentNode)
      expect(attr(input, 'placeholder')).toBeUndefined()
    }
    const css = textOf(byTag(doc, 'style')[0]!)
    expect(css).toContain('.tessera-field>label{')
  })

  it('label them in the page language: zh-tw', () => {
    const { site, contact } = formsSite()
    const doc = page(site, 'zh-tw')
    expect(textOf(labelOf(doc, named(contact, 'Email'))!)).toBe('電子郵件')
    expect(textOf(labelOf(doc, named(contact, 'Name'))!)).toBe('姓名（選填）')
    expect(textOf(labelOf(doc, named(contact, 'Message'))!)).toBe('訊息')
    expect(attr(labelOf(doc, named(contact, 'Message'))!, 'data-tessera-text')).toBe(
      'field.message',
    )
  })

  it('keep a placeholder the owner wrote, and label a field the form does not send by it', () => {
    const { site, contact } = formsSite()
    named(contact, 'Email').inputs!.placeholder!.is = 'you@example.com'
    const phone: Component = {
      id: `${contact.id}-phone`,
      name: 'Phone',
      tag: 'input',
      style: { custom: {} },
      parentId: contact.id,
      inputs: { placeholder: { name: 'placeholder', type: 'string', attr: true, is: 'Phone' } },
    }
    contact.children!.splice(3, 0, phone)
    const doc = page(site)
    expect(attr(byId(doc, named(contact, 'Email').id)!, 'placeholder')).toBe('you@example.com')
    expect(textOf(labelOf(doc, phone)!)).toBe('Phone')
    expect(attr(byId(doc, phone.id)!, 'placeholder')).toBeUndefined()
  })

  it('leave alone a field the site labels itself, and the canvas as it is stored', () => {
    const { site, mailing } = formsSite()
    const email = named(mailing, 'Email')
    mailing.children!.splice(1, 0, {
      id: `${mailing.id}-label`,
      name: 'Label',
      tag: 'label',
      style: { custom: {} },
      parentId: mailing.id,
      content: 'Your e-mail',
      inputs: { for: { name: 'for', type: 'string', attr: true, is: email.id } },
    })
    const doc = page(site)
    expect(byTag(doc, 'label').filter((label) => attr(label, 'for') === email.id)).toHaveLength(1)
    expect(textOf(labelOf(doc, email)!)).toBe('Your e-mail')

    const canvas = JSON.stringify(renderPage(site, '/home', { mode: 'canvas' }).tree)
    expect(canvas).not.toContain('tessera-field')
    expect(canvas).not.toContain('data-tessera-text')
  })

  it('label a field the owner moved into a container inside the form', () => {
    const { site, mailing } = formsSite()
    const email = named(mailing, 'Email')
    const row: Component = {
      id: `${mailing.id}-row`,
      name: 'Row',
      tag: 'div',
      style: { custom: {} },
      parentId: mailing.id,
      children: [{ ...email, parentId: `${mailing.id}-row` }],
    }
    mailing.children!.splice(mailing.children!.indexOf(email), 1, row)
    const doc = page(site, 'zh-tw')
    expect(textOf(labelOf(doc, email)!)).toBe('電子郵件')
    // Fields elsewhere on the page are the page's own business.
    const outside = addBlock(site, BuiltinComponentId.input)
    expect(labelOf(page(site), outside)).toBeUndefined()
  })

  it("announce the form's results and errors", () => {
    const { site, contact } = formsSite()
    const doc = page(site)
    expect(attr(byId(doc, named(contact, 'FormError').id)!, 'aria-live')).toBe('polite')
  })
})

describe('galleries and the lightbox on published pages', () => {
  it('name each image that opens the lightbox, as a button, when its alt is empty', () => {
    const { site, gallery } = formsSite()
    const images = named(gallery, 'ImageGallery').children!
    images.forEach((image, i) => (image.inputs!.src!.is = `https://cdn.example.test/${i}.jpg`))
    images[1]!.inputs!.alt!.is = 'A harbour at dawn'
    const doc = page(site)
    const rendered = images.map((image) => byId(doc, image.id)!)
    expect(rendered.map((img) => attr(img, 'alt'))).toEqual([
      'Open image 1 of 6',
      'A harbour at dawn',
      'Open image 3 of 6',
      'Open image 4 of 6',
      'Open image 5 of 6',
      'Open image 6 of 6',
    ])
    expect(rendered.every((img) => attr(img, 'role') === 'button')).toBe(true)
    expect(attr(rendered[2]!, 'data-tessera-text')).toBe('gallery.open?index=3&count=6')
    expect(attr(rendered[2]!, 'data-tessera-attr')).toBe('alt')

    const zh = page(site, 'zh-tw')
    expect(attr(byId(zh, images[2]!.id)!, 'alt')).toBe('開啟第 3 張圖片，共 6 張')
  })

  it('name the lightbox and its buttons in the page language, unless the owner renamed them', () => {
    const { site, gallery } = formsSite()
    named(gallery, 'NextImage').inputs!['aria-label']!.is = 'Onwards'
    const names = (doc: ReturnType<typeof parseDocument>) =>
      ['Lightbox', 'DownloadIcon', 'CloseIcon', 'PreviousImage', 'NextImage'].map((name) =>
        attr(byId(doc, named(gallery, name).id, true)!, 'aria-label'),
      )
    expect(names(page(site))).toEqual([
      'Image viewer',
      'Download image',
      'Close',
      'Previous image',
      'Onwards',
    ])
    expect(names(page(site, 'zh-tw'))).toEqual([
      '圖片檢視器',
      '下載圖片',
      '關閉',
      '上一張圖片',
      'Onwards',
    ])
  })
})

import { BuiltinComponentId } from '../../builtins/components.js'
import { BuiltinMixinId } from '../../builtins/mixins.js'
import { buttonLink } from '../../templates/sections.js'
import type { Bilingual, NodeSpec, Responsive } from '../../templates/template-builder.js'
import { CONTENT_WIDTH, line, t, type SectionDef, type SectionKit } from '../section-kit.js'

const BRAND = t('Your brand', '您的品牌')

function brandLink(k: SectionKit, size = '22px'): NodeSpec {
  const { b, p } = k
  return b.el('a', {
    name: 'Brand',
    mixins: [BuiltinMixinId.link],
    text: BRAND,
    attrs: { href: '/' },
    style: {
      base: {
        color: p.title,
        'font-family': p.titleFont,
        'font-size': size,
        'font-weight': '700',
        'letter-spacing': '-0.01em',
        'text-decoration': 'none',
        'white-space': 'nowrap',
      },
      hover: { color: p.accentText ?? p.accent },
    },
  })
}

/** The page's nav menu: its items (one per page) are added when the section is inserted. */
function nav(k: SectionKit, style: Responsive = {}): NodeSpec {
  return k.b.block(BuiltinComponentId.navMenu, (menu) => {
    k.b.style(menu, {
      base: { gap: '28px', ...style.base },
      mobile: { 'flex-direction': 'row', gap: '16px', ...style.mobile },
    })
  })
}

/** A header band across the page, its content at the content width. */
function headerBand(k: SectionKit, name: string, header: Responsive, children: NodeSpec[]) {
  const { b, p } = k
  return b.el(
    'div',
    {
      name,
      style: {
        base: {
          width: '100%',
          'background-color': p.page,
          'border-bottom': `1px solid ${p.border}`,
        },
      },
    },
    [
      b.block(
        BuiltinComponentId.header,
        (component) => {
          component.name = 'Header'
          b.style(component, {
            base: {
              'max-width': CONTENT_WIDTH,
              margin: '0 auto',
              padding: '20px ${space-gutter}',
              gap: '24px',
              'flex-wrap': 'wrap',
              'box-sizing': 'border-box',
              ...header.base,
            },
            small: { padding: '16px 24px', ...header.small },
            mobile: { padding: '14px 20px', gap: '12px', ...header.mobile },
          })
        },
        children,
      ),
    ],
  )
}

export const headerBar: SectionDef = {
  id: 'header-bar',
  category: 'headers',
  build: (k) =>
    headerBand(k, 'HeaderBar', { base: { 'justify-content': 'space-between' } }, [
      brandLink(k),
      nav(k),
    ]),
}

export const headerCentered: SectionDef = {
  id: 'header-centered',
  category: 'headers',
  build: (k) =>
    headerBand(
      k,
      'HeaderCentered',
      { base: { 'flex-direction': 'column', 'align-items': 'center', gap: '14px' } },
      [brandLink(k, '28px'), nav(k, { base: { 'justify-content': 'center' } })],
    ),
}

export const headerAction: SectionDef = {
  id: 'header-action',
  category: 'headers',
  build: (k) =>
    headerBand(
      k,
      'HeaderAction',
      {
        base: { 'justify-content': 'space-between' },
        mobile: { 'flex-direction': 'column', 'align-items': 'flex-start' },
      },
      [
        brandLink(k),
        k.b.el(
          'div',
          {
            name: 'HeaderEnd',
            style: {
              base: { display: 'flex', 'align-items': 'center', gap: '28px', 'flex-wrap': 'wrap' },
              mobile: { width: '100%', gap: '16px' },
            },
          },
          [nav(k), buttonLink(k.b, k.p, { text: t('Get in touch', '聯絡我們'), href: '#contact' })],
        ),
      ],
    ),
}

function footerLinks(k: SectionKit, title: Bilingual, links: Bilingual[]): NodeSpec {
  const { b, p } = k
  return b.el(
    'div',
    {
      name: 'FooterColumn',
      style: { base: { display: 'flex', 'flex-direction': 'column', gap: '10px' } },
    },
    [
      line(k, title, { name: 'FooterColumnTitle', color: p.title, weight: '700', size: '15px' }),
      ...links.map((text) =>
        b.el('a', {
          name: 'FooterLink',
          mixins: [BuiltinMixinId.link],
          text,
          attrs: { href: '#' },
          style: {
            base: {
              color: p.muted,
              'font-family': p.textFont,
              'font-size': '15px',
              'text-decoration': 'none',
              padding: '4px 0',
            },
            hover: { color: p.accentText ?? p.accent, 'text-decoration': 'underline' },
          },
        }),
      ),
    ],
  )
}

function footerBlock(k: SectionKit, style: Responsive, children: NodeSpec[]): NodeSpec {
  const { b, p } = k
  return b.block(
    BuiltinComponentId.footer,
    (footer) => {
      b.style(footer, {
        base: {
          'background-color': p.band,
          'border-top': `1px solid ${p.border}`,
          padding: 'calc(${space-section} * 0.6) ${space-gutter}',
          color: p.muted,
          'font-family': p.textFont,
          ...style.base,
        },
        small: { padding: '40px 24px', ...style.small },
        mobile: { padding: '36px 20px', ...style.mobile },
      })
    },
    children,
  )
}

const COPYRIGHT = t('© 2026 Your brand. All rights reserved.', '© 2026 您的品牌。版權所有。')

export const footerSimple: SectionDef = {
  id: 'footer-simple',
  category: 'footers',
  build: (k) =>
    footerBlock(k, { base: { 'flex-direction': 'column', gap: '8px', 'text-align': 'center' } }, [
      line(k, t('Made with care, one page at a time.', '用心打造，一頁一頁慢慢來。'), {
        color: k.p.text,
      }),
      line(k, COPYRIGHT, { name: 'Copyright', color: k.p.muted, size: '14px' }),
    ]),
}

export const footerColumns: SectionDef = {
  id: 'footer-columns',
  category: 'footers',
  build: (k) =>
    footerBlock(k, { base: { 'flex-direction': 'column', 'align-items': 'stretch' } }, [
      k.b.el(
        'div',
        {
          name: 'FooterGrid',
          style: {
            base: {
              display: 'grid',
              'grid-template-columns': '2fr 1fr 1fr 1fr',
              gap: '${space-gap}',
              width: '100%',
              'max-width': CONTENT_WIDTH,
              margin: '0 auto',
              'text-align': 'left',
            },
            small: { 'grid-template-columns': 'repeat(2, minmax(0, 1fr))' },
            mobile: { 'grid-template-columns': '1fr' },
          },
        },
        [
          k.b.el(
            'div',
            {
              name: 'FooterAbout',
              style: { base: { display: 'flex', 'flex-direction': 'column', gap: '12px' } },
            },
            [
              brandLink(k, '20px'),
              line(
                k,
                t(
                  'A short line about who you are and what you do.',
                  '用一句話介紹您是誰、做些什麼。',
                ),
                { color: k.p.muted, size: '15px', style: { base: { 'max-width': '320px' } } },
              ),
            ],
          ),
          footerLinks(k, t('Company', '公司'), [
            t('About', '關於'),
            t('Careers', '徵才'),
            t('Press', '媒體'),
          ]),
          footerLinks(k, t('Help', '協助'), [
            t('Contact', '聯絡'),
            t('FAQ', '常見問題'),
            t('Shipping', '配送'),
          ]),
          footerLinks(k, t('Follow', '追蹤'), [
            t('Instagram', 'Instagram 專頁'),
            t('Facebook', 'Facebook 粉絲團'),
            t('Newsletter', '電子報'),
          ]),
        ],
      ),
      line(k, COPYRIGHT, {
        name: 'Copyright',
        color: k.p.muted,
        size: '14px',
        style: {
          base: {
            width: '100%',
            'max-width': CONTENT_WIDTH,
            margin: '32px auto 0',
            'padding-top': '20px',
            'border-top': `1px solid ${k.p.border}`,
            'box-sizing': 'border-box',
          },
        },
      }),
    ]),
}

export const footerCentered: SectionDef = {
  id: 'footer-centered',
  category: 'footers',
  build: (k) =>
    footerBlock(k, { base: { 'flex-direction': 'column', gap: '16px', 'text-align': 'center' } }, [
      brandLink(k, '24px'),
      k.b.el(
        'div',
        {
          name: 'FooterLinks',
          style: {
            base: {
              display: 'flex',
              'flex-wrap': 'wrap',
              'justify-content': 'center',
              gap: '8px 24px',
            },
          },
        },
        [t('About', '關於'), t('Services', '服務'), t('Journal', '專欄'), t('Contact', '聯絡')].map(
          (text) =>
            k.b.el('a', {
              name: 'FooterLink',
              mixins: [BuiltinMixinId.link],
              text,
              attrs: { href: '#' },
              style: {
                base: {
                  color: k.p.text,
                  'font-family': k.p.textFont,
                  'font-size': '15px',
                  'text-decoration': 'none',
                  padding: '6px 0',
                },
                hover: { color: k.p.accentText ?? k.p.accent, 'text-decoration': 'underline' },
              },
            }),
        ),
      ),
      line(k, COPYRIGHT, { name: 'Copyright', color: k.p.muted, size: '14px' }),
    ]),
}

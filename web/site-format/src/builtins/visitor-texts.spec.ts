import { describe, expect, it } from 'vitest'
import {
  VISITOR_TEXTS,
  visitorErrorKey,
  visitorLanguage,
  visitorText,
  visitorTextKeyOf,
} from './visitor-texts.js'

describe('visitor texts', () => {
  it('speak the page language: Traditional Chinese for zh-tw, English for every other', () => {
    expect(visitorText('zh-tw', 'lightbox.close')).toBe('關閉')
    expect(visitorText('zh-TW', 'field.email')).toBe('電子郵件')
    expect(visitorText('zh-Hant-HK', 'field.message')).toBe('訊息')
    expect(visitorText('en', 'lightbox.close')).toBe('Close')
    expect(visitorText('fr', 'lightbox.close')).toBe('Close')
    expect(visitorLanguage('zh-cn')).toBe('en')
  })

  it('fill in their parameters, with a singular for a limit of one', () => {
    expect(visitorText('en', 'gallery.open', { index: 3, count: 8 })).toBe('Open image 3 of 8')
    expect(visitorText('zh-tw', 'gallery.open', { index: 3, count: 8 })).toBe(
      '開啟第 3 張圖片，共 8 張',
    )
    expect(visitorText('en', 'rule.MinLength', { field: 'Message', limit: 10 })).toBe(
      'Message must be at least 10 characters',
    )
    expect(visitorText('en', 'rule.MinLength', { field: 'Name', limit: 1 })).toBe(
      'Name must be at least 1 character',
    )
    expect(visitorText('zh-tw', 'rule.MaxLength', { field: '訊息', limit: 800 })).toBe(
      '訊息最多 800 個字',
    )
  })

  it('are found from the English words built-in behaviours and stored sites use', () => {
    expect(visitorTextKeyOf('Contact request sent!')).toBe('form.contactSent')
    expect(visitorTextKeyOf('Next image')).toBe('lightbox.next')
    expect(visitorTextKeyOf('Hello')).toBeUndefined()
    expect(visitorErrorKey('CustomDataRequired')).toBe('error.CustomDataRequired')
    expect(visitorErrorKey('constructor')).toBeUndefined()
  })

  it('have a Chinese text for every English one, none left in English', () => {
    const english = VISITOR_TEXTS.en
    const chinese = VISITOR_TEXTS['zh-tw']
    expect(Object.keys(chinese).sort()).toEqual(Object.keys(english).sort())
    for (const key of Object.keys(english) as Array<keyof typeof english>) {
      expect(chinese[key], key).not.toBe(english[key])
      expect(chinese[key].replace(/\{\w+\}/g, ''), key).not.toMatch(/[A-Za-z]{3,}/)
    }
  })
})

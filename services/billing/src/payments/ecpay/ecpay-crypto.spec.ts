import { describe, expect, it } from 'vitest'
import {
  checkMacValue,
  dataCheckMacValue,
  decryptData,
  dotNetUrlEncode,
  encryptData,
  phpUrlEncode,
  sameCheckValue,
} from './ecpay-crypto.js'

/**
 * Vectors from ECPay's developer documentation, so the adapter and the local fake (which share
 * this code) are held to ECPay's own numbers, not to each other.
 */
describe('ECPay crypto against the published examples', () => {
  // https://developers.ecpay.com.tw/?p=32235 (in-site payment, "Parameter Encryption Method")
  const inSiteKeys = { hashKey: '7b53896b742849d3', hashIv: '37a0ad3c6ffa428b' }

  it('URL-encodes then AES-128-CBC encrypts Data as the encryption example does', () => {
    const plain = '{"Name":"Test","ID":"A123456789"}'
    expect(phpUrlEncode(plain)).toBe('%7B%22Name%22%3A%22Test%22%2C%22ID%22%3A%22A123456789%22%7D')
    expect(encryptData(plain, inSiteKeys)).toBe(
      'oxmUqzelA4koGRQ+myZggW5qNqlVdytGJadngOuWA7jd1Fakpay72J/w5IXLIINqCYcmx7gLsaednuH54LjffA==',
    )
  })

  it('decrypts the decryption example back to the JSON text', () => {
    expect(
      decryptData(
        'oxmUqzelA4koGRQ+myZggW5qNqlVdytGJadngOuWA7jd1Fakpay72J/w5IXLIINqCYcmx7gLsaednuH54LjffA==',
        inSiteKeys,
      ),
    ).toBe('{"Name":"Test","ID":"A123456789"}')
  })

  // https://developers.ecpay.com.tw/?p=29998 (zh-tw) and https://developers.ecpay.com.tw/?p=32236 (en)
  it('computes the Data check value of the checksum example', () => {
    const data = '{"MerchantID":"3085676","MerchantTradeNo":"CX202202221540568521"}'
    expect(dotNetUrlEncode(`${inSiteKeys.hashKey}${data}${inSiteKeys.hashIv}`).toLowerCase()).toBe(
      '7b53896b742849d3%7b%22merchantid%22%3a%223085676%22%2c%22merchanttradeno%22%3a%22cx202202221540568521%22%7d37a0ad3c6ffa428b',
    )
    expect(dataCheckMacValue(data, inSiteKeys)).toBe(
      'CE67BBD259EE38BA1C7FB7CC88C3BD91D3F082B46EAEBD4E4E5F2184CB23349A',
    )
  })

  // https://developers.ecpay.com.tw/?p=2902 (zh-tw) and https://developers.ecpay.com.tw/?p=16623 (en):
  // the AioCheckOut example with the stage keys HashKey pwFHCqoQZGmho4w6 / HashIV EkRm7iFT261dpevs.
  it('sorts, wraps and URL-encodes the all-in-one example exactly as published', () => {
    const keys = { hashKey: 'pwFHCqoQZGmho4w6', hashIv: 'EkRm7iFT261dpevs' }
    const params = {
      TradeDesc: '促銷方案',
      PaymentType: 'aio',
      MerchantTradeDate: '2023/03/12 15:30:23',
      MerchantTradeNo: 'ecpay20230312153023',
      MerchantID: '3002607',
      ReturnURL: 'https://www.ecpay.com.tw/receive.php',
      ItemName: 'Apple iphone 15',
      TotalAmount: '30000',
      ChoosePayment: 'ALL',
      EncryptType: '1',
    }
    const sorted = Object.keys(params)
      .sort()
      .map((k) => `${k}=${params[k as keyof typeof params]}`)
      .join('&')
    const wrapped = `HashKey=${keys.hashKey}&${sorted}&HashIV=${keys.hashIv}`
    expect(wrapped).toBe(
      'HashKey=pwFHCqoQZGmho4w6&ChoosePayment=ALL&EncryptType=1&ItemName=Apple iphone 15&MerchantID=3002607&MerchantTradeDate=2023/03/12 15:30:23&MerchantTradeNo=ecpay20230312153023&PaymentType=aio&ReturnURL=https://www.ecpay.com.tw/receive.php&TotalAmount=30000&TradeDesc=促銷方案&HashIV=EkRm7iFT261dpevs',
    )
    expect(dotNetUrlEncode(wrapped)).toBe(
      'HashKey%3dpwFHCqoQZGmho4w6%26ChoosePayment%3dALL%26EncryptType%3d1%26ItemName%3dApple+iphone+15%26MerchantID%3d3002607%26MerchantTradeDate%3d2023%2f03%2f12+15%3a30%3a23%26MerchantTradeNo%3decpay20230312153023%26PaymentType%3daio%26ReturnURL%3dhttps%3a%2f%2fwww.ecpay.com.tw%2freceive.php%26TotalAmount%3d30000%26TradeDesc%3d%e4%bf%83%e9%8a%b7%e6%96%b9%e6%a1%88%26HashIV%3dEkRm7iFT261dpevs'.replace(
        /%[0-9a-f]{2}/g,
        (s) => s.toUpperCase(),
      ),
    )
    expect(checkMacValue(params, keys)).toMatch(/^[0-9A-F]{64}$/)
    expect(checkMacValue({ ...params, CheckMacValue: 'ignored' }, keys)).toBe(
      checkMacValue(params, keys),
    )
  })

  // https://support.ecpay.com.tw/16692: the ".NET encoding (ECPAY)" column of the URL-encode table.
  it('follows the .NET column of the URL-encode table', () => {
    const table: Array<[string, string]> = [
      ['-', '-'],
      ['_', '_'],
      ['.', '.'],
      ['!', '!'],
      ['~', '%7e'],
      ['*', '*'],
      ['(', '('],
      [')', ')'],
      [' ', '+'],
      ['@', '%40'],
      ['#', '%23'],
      ['$', '%24'],
      ['%', '%25'],
      ['^', '%5e'],
      ['&', '%26'],
      ['=', '%3d'],
      ['+', '%2b'],
      [';', '%3b'],
      ['?', '%3f'],
      ['/', '%2f'],
      ['\\', '%5c'],
      ['>', '%3e'],
      ['<', '%3c'],
      ['`', '%60'],
      ['[', '%5b'],
      [']', '%5d'],
      ['{', '%7b'],
      ['}', '%7d'],
      [':', '%3a'],
      ["'", '%27'],
      ['"', '%22'],
      [',', '%2c'],
      ['|', '%7c'],
    ]
    for (const [char, encoded] of table) expect(dotNetUrlEncode(char).toLowerCase()).toBe(encoded)
  })

  it('refuses a wrong key and compares check values in constant time', () => {
    const encrypted = encryptData('{"a":1}', inSiteKeys)
    expect(() => decryptData(encrypted, { ...inSiteKeys, hashKey: 'ffffffffffffffff' })).toThrow()
    expect(() => decryptData('not base64!', inSiteKeys)).toThrow()
    expect(sameCheckValue('ab', 'AB')).toBe(true)
    expect(sameCheckValue('ab', 'ac')).toBe(false)
    expect(sameCheckValue('ab', 'abc')).toBe(false)
  })
})

import { createCipheriv, createDecipheriv, createHash, timingSafeEqual } from 'node:crypto'

/** A merchant's ECPay keys: 16 characters each, used as the AES-128 key and IV. */
export interface EcpayKeys {
  hashKey: string
  hashIv: string
}

/**
 * PHP's `urlencode` (RFC 1866, what ECPay's in-site payment expects before AES): every byte but
 * letters, digits and `-_.` is %XX in upper case, and a space is `+`.
 */
export function phpUrlEncode(text: string): string {
  return encodeURIComponent(text)
    .replace(/[!'()*~]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)
    .replace(/%20/g, '+')
}

export function phpUrlDecode(text: string): string {
  return decodeURIComponent(text.replace(/\+/g, ' '))
}

/**
 * ECPay's ".NET encoding (ecpay)" column of its URL-encode table, the form CheckMacValue is
 * computed over: like .NET's `HttpUtility.UrlEncode`, `-_.!*()` stay as they are, a space is `+`,
 * everything else is %xx; the result is lower-cased afterwards anyway.
 */
export function dotNetUrlEncode(text: string): string {
  return encodeURIComponent(text)
    .replace(/['~]/g, (c) => `%${c.charCodeAt(0).toString(16)}`)
    .replace(/%20/g, '+')
}

const sha256Upper = (text: string) =>
  createHash('sha256').update(text, 'utf8').digest('hex').toUpperCase()

/**
 * The check value of a form post (all-in-one payment, notifications): the parameters sorted by
 * name, wrapped in HashKey and HashIV, URL-encoded with ECPay's table, lower-cased, SHA-256, upper
 * case. `CheckMacValue` itself is left out.
 */
export function checkMacValue(params: Record<string, string>, keys: EcpayKeys): string {
  const pairs = Object.keys(params)
    .filter((name) => name !== 'CheckMacValue')
    .sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase(), 'en'))
    .map((name) => `${name}=${params[name]}`)
  const raw = `HashKey=${keys.hashKey}&${pairs.join('&')}&HashIV=${keys.hashIv}`
  return sha256Upper(dotNetUrlEncode(raw).toLowerCase())
}

/** The check value of an in-site payment `Data` text: SHA-256 over HashKey + Data + HashIV. */
export function dataCheckMacValue(data: string, keys: EcpayKeys): string {
  return sha256Upper(dotNetUrlEncode(`${keys.hashKey}${data}${keys.hashIv}`).toLowerCase())
}

/** Compares two check values without leaking where they differ. */
export function sameCheckValue(a: string, b: string): boolean {
  const left = Buffer.from(a.toUpperCase())
  const right = Buffer.from(b.toUpperCase())
  return left.length === right.length && timingSafeEqual(left, right)
}

function cipherKeys(keys: EcpayKeys): { key: Buffer; iv: Buffer } {
  const key = Buffer.from(keys.hashKey, 'utf8')
  const iv = Buffer.from(keys.hashIv, 'utf8')
  if (key.length !== 16 || iv.length !== 16)
    throw new Error('ECPay HashKey and HashIV are 16 bytes')
  return { key, iv }
}

/** In-site payment `Data`: URL-encode the JSON text, AES-128-CBC with PKCS7 padding, base64. */
export function encryptData(plain: string, keys: EcpayKeys): string {
  const { key, iv } = cipherKeys(keys)
  const cipher = createCipheriv('aes-128-cbc', key, iv)
  return Buffer.concat([cipher.update(phpUrlEncode(plain), 'utf8'), cipher.final()]).toString(
    'base64',
  )
}

/** The inverse of encryptData; throws on a wrong key, bad padding or bad base64. */
export function decryptData(encrypted: string, keys: EcpayKeys): string {
  const { key, iv } = cipherKeys(keys)
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(encrypted)) throw new Error('Data is not base64')
  const decipher = createDecipheriv('aes-128-cbc', key, iv)
  const decoded = Buffer.concat([
    decipher.update(Buffer.from(encrypted, 'base64')),
    decipher.final(),
  ])
  return phpUrlDecode(decoded.toString('utf8'))
}

export const encryptJson = (value: unknown, keys: EcpayKeys) =>
  encryptData(JSON.stringify(value), keys)

export function decryptJson(encrypted: string, keys: EcpayKeys): unknown {
  return JSON.parse(decryptData(encrypted, keys)) as unknown
}

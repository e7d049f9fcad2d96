/**
 * A small RFC 4180 CSV reader and writer: quoted fields, doubled quotes, commas and line breaks
 * inside quotes, CRLF (LF and CR are read too). Reading is lenient: a stray quote inside an
 * unquoted field is kept as text, and an unterminated quote runs to the end.
 */

/** Rows of fields. A blank line gives a row with one empty field. */
export function parseCsv(text: string): string[][] {
  const input = text.startsWith('\uFEFF') ? text.slice(1) : text
  const rows: string[][] = []
  let row: string[] = []
  let field = ''
  let inQuotes = false
  // Whether the current row has consumed any character, so a final `""` still counts.
  let rowStarted = false

  const endRow = (): void => {
    row.push(field)
    rows.push(row)
    row = []
    field = ''
    rowStarted = false
  }

  for (let i = 0; i < input.length; i += 1) {
    const char = input[i]
    if (inQuotes) {
      if (char === '"') {
        if (input[i + 1] === '"') {
          field += '"'
          i += 1
        } else {
          inQuotes = false
        }
      } else {
        field += char
      }
      continue
    }
    if (char === '\r' || char === '\n') {
      if (char === '\r' && input[i + 1] === '\n') i += 1
      endRow()
      continue
    }
    rowStarted = true
    if (char === '"' && field === '') {
      inQuotes = true
    } else if (char === ',') {
      row.push(field)
      field = ''
    } else {
      field += char
    }
  }
  if (rowStarted || inQuotes) endRow()
  return rows
}

function quoteField(field: string): string {
  // A leading BOM would be taken for the file's byte order mark, so it is quoted too.
  if (/[",\r\n]/.test(field) || field.startsWith('\uFEFF')) return `"${field.replace(/"/g, '""')}"`
  return field
}

/** CSV text with CRLF line breaks and no trailing line break. */
export function writeCsv(rows: ReadonlyArray<readonly string[]>): string {
  return rows
    .map((row) => {
      // A lone empty field would read back as nothing, so it is written as `""`.
      if (row.length === 1 && row[0] === '') return '""'
      return row.map(quoteField).join(',')
    })
    .join('\r\n')
}

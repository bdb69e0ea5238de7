// Test support only: nothing in the app imports this.
/**
 * A strict RFC 4180 reader, written here rather than borrowed so the test checks the file
 * against the standard and not against a second copy of the writer's assumptions. It throws on
 * anything a conforming file cannot contain (a bare LF, a quote inside an unquoted field).
 */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = []
  let row: string[] = []
  let field = ''
  let i = 0
  let quoted = false
  let fieldStarted = false
  while (i < text.length) {
    const char = text[i]
    if (quoted) {
      if (char === '"') {
        if (text[i + 1] === '"') {
          field += '"'
          i += 2
          continue
        }
        quoted = false
        i += 1
        const next = text[i]
        if (next !== undefined && next !== ',' && next !== '\r') {
          throw new Error(`Text after a closing quote at ${i}`)
        }
        continue
      }
      field += char
      i += 1
      continue
    }
    if (char === '"') {
      if (fieldStarted) throw new Error(`Quote inside an unquoted field at ${i}`)
      quoted = true
      fieldStarted = true
      i += 1
    } else if (char === ',') {
      row.push(field)
      field = ''
      fieldStarted = false
      i += 1
    } else if (char === '\r') {
      if (text[i + 1] !== '\n') throw new Error(`CR without LF at ${i}`)
      row.push(field)
      rows.push(row)
      row = []
      field = ''
      fieldStarted = false
      i += 2
    } else if (char === '\n') {
      throw new Error(`Bare LF outside quotes at ${i}`)
    } else {
      field += char
      fieldStarted = true
      i += 1
    }
  }
  if (quoted) throw new Error('Unterminated quoted field')
  if (fieldStarted || row.length > 0) {
    row.push(field)
    rows.push(row)
  }
  return rows
}

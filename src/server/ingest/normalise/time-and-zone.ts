/**
 * A time of day and the zone written after it, as job pages and feeds write them: "16:00",
 * "4:30 p.m.", "1600hrs", "midnight", then "Z", "+02:00", "GMT+2", "CAT", "ET". Part of
 * parse-human-date.ts, which reads the date around them.
 */
import { execAt, type Hit } from './date-words.ts'
import { zoneOffset, type ZoneOffset } from './zone-abbreviations.ts'

export interface TimeOfDay {
  hour: number
  minute: number
  second: number
  ms: number
}

const MERIDIEM = String.raw`([ap])\.?m(?![a-z])\.?`
const HOURS_WORD = String.raw`(?:hrs?|hours?)(?![a-z])\.?`
// "16:00", "08:00:00.000", "4:30 p.m.", "16h00", "16:00 hours", "12:00 noon"
const TIME_COLON = new RegExp(
  String.raw`(\d{1,2})[:h](\d{2})(?::(\d{2})(?:[.,](\d{1,9}))?)?(?!\d)(?:\s*${MERIDIEM}|\s*${HOURS_WORD}|\s*(noon|midday|midnight)(?![a-z]))?`,
  'y',
)
// "4pm", "4 p.m.", "4.30pm"
const TIME_MERIDIEM = new RegExp(String.raw`(\d{1,2})(?:\.(\d{2}))?\s*${MERIDIEM}`, 'y')
// "1600hrs", "1600 hours", "16.00hrs", "0900h"
const TIME_HOURS = new RegExp(String.raw`(\d{2})\.?(\d{2})\s*(?:${HOURS_WORD}|h(?![a-z]))`, 'y')
const TIME_WORD = /(?:12(?:[:.]00)?\s*)?(noon|midday|midnight)(?![a-z])/y

const ZONE = new RegExp(
  String.raw`\s*\(?\s*(?:(z)(?![a-z])|(utc|gmt|ut)(?:\s*([+-])(\d{1,2})(?::?(\d{2}))?)?(?![a-z\d])|([+-])(\d{2})(?::?(\d{2}))?(?![\d:])|([a-z]{2,5})(?![a-z]))\s*\)?`,
  'y',
)

export const INVALID = 'invalid'

// "Midnight" on a closing day means its end, not the first minute of it.
const END_OF_DAY: TimeOfDay = { hour: 23, minute: 59, second: 59, ms: 0 }
const NOON: TimeOfDay = { hour: 12, minute: 0, second: 0, ms: 0 }

function withMeridiem(hour: number, meridiem: string | undefined): number | null {
  if (!meridiem) return hour
  if (hour < 1 || hour > 12) return null
  return (hour % 12) + (meridiem === 'p' ? 12 : 0)
}

function makeTime(hour: number | null, minute: number, second = 0, ms = 0): TimeOfDay | null {
  if (hour === 24 && minute === 0 && second === 0) return END_OF_DAY
  if (hour === null || hour > 23 || minute > 59 || second > 59) return null
  return { hour, minute, second, ms }
}

/**
 * Reads a time of day at `position`: null when there is none, INVALID when something shaped like
 * a time is impossible ("25:00", "13pm"), which makes the whole text unreadable.
 */
export function readTime(text: string, position: number): Hit<TimeOfDay> | typeof INVALID | null {
  let match = execAt(TIME_COLON, text, position)
  if (match) {
    const [whole, hh = '', mm = '', ss = '0', fraction = '0', meridiem, word] = match
    const end = position + whole.length
    if (word === 'midnight') return { value: END_OF_DAY, end }
    if (word) return { value: NOON, end }
    const ms = Math.floor(Number(`0.${fraction}`) * 1000)
    const time = makeTime(withMeridiem(Number(hh), meridiem), Number(mm), Number(ss), ms)
    return time ? { value: time, end } : INVALID
  }
  match = execAt(TIME_MERIDIEM, text, position)
  if (match) {
    const [whole, hh = '', mm = '0', meridiem] = match
    const time = makeTime(withMeridiem(Number(hh), meridiem), Number(mm))
    return time ? { value: time, end: position + whole.length } : INVALID
  }
  match = execAt(TIME_HOURS, text, position)
  if (match) {
    const [whole, hh = '', mm = ''] = match
    const time = makeTime(Number(hh), Number(mm))
    return time ? { value: time, end: position + whole.length } : INVALID
  }
  match = execAt(TIME_WORD, text, position)
  if (match) {
    return { value: match[1] === 'midnight' ? END_OF_DAY : NOON, end: position + match[0].length }
  }
  return null
}

function offsetMinutes(sign: string | undefined, hours: string | undefined, minutes?: string) {
  const total = Number(hours ?? 0) * 60 + Number(minutes ?? 0)
  if (Number(hours ?? 0) > 14 || Number(minutes ?? 0) > 59) return null
  return sign === '-' ? -total : total
}

/** Reads a zone after a time: "Z", "GMT", "+0200", "+02:00", "GMT+2", "CAT", "(SAST)". */
export function readZone(text: string, position: number): Hit<ZoneOffset> | null {
  const match = execAt(ZONE, text, position)
  if (!match) return null
  const end = position + match[0].length
  const [, z, named, namedSign, namedHours, namedMinutes, sign, hours, minutes, abbreviation] =
    match
  let offset: ZoneOffset | null
  if (z) offset = 0
  else if (named) offset = namedSign ? offsetMinutes(namedSign, namedHours, namedMinutes) : 0
  else if (sign) offset = offsetMinutes(sign, hours, minutes)
  else offset = zoneOffset(abbreviation ?? '')
  return offset === null ? null : { value: offset, end }
}

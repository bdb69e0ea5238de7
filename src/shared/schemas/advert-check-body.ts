/**
 * The body of POST /api/adverts/check: the advert a reader pasted, as the forms' bodies are built
 * (forms.ts: unknown fields dropped, every refusal naming the field). The text is taken as it was
 * pasted, controls, emoji and all: the check cleans it itself (advert-check/pasted-text.ts), and
 * nothing of it is stored. Only the server parses it, hence a module of its own (report-body.ts
 * says why).
 */
import * as v from 'valibot'

import { MAX_PASTED_LENGTH } from '../advert-check/pasted-text.ts'
import { formBody } from './forms.ts'

export { MAX_PASTED_LENGTH }

const REQUIRED = 'text is required: paste the advert'
const TOO_LONG = `text must be at most ${MAX_PASTED_LENGTH} characters`

export const advertCheckBodySchema = formBody(
  {
    text: v.pipe(
      v.string((issue) =>
        issue.input === null || issue.input === undefined ? REQUIRED : 'text must be text',
      ),
      // What the checks below say as JSON Schema: something besides white space, and the
      // length in characters (code points), as maxLength counts them.
      v.metadata({ minLength: 1, pattern: '\\S' }),
      v.check((text) => text.trim() !== '', REQUIRED),
      v.maxCodePoints(MAX_PASTED_LENGTH, TOO_LONG),
      v.description(
        'The advert as pasted (WhatsApp or Facebook text, emoji and line breaks included), ' +
          `at most ${MAX_PASTED_LENGTH} characters`,
      ),
    ),
  },
  { text: REQUIRED },
)

export type AdvertCheckBody = v.InferOutput<typeof advertCheckBodySchema>

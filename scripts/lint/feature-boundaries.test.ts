import { RuleTester } from 'eslint'
import { describe, it } from 'vitest'

import { featureBoundaries } from './feature-boundaries.js'

RuleTester.describe = describe
RuleTester.it = it

const tester = new RuleTester({ languageOptions: { ecmaVersion: 2024, sourceType: 'module' } })
const inJobs = '/repo/src/client/features/jobs/components/job-card.tsx'

tester.run('feature-boundaries', featureBoundaries, {
  valid: [
    { filename: inJobs, code: "import { a } from '../lib/view-model.ts'" },
    { filename: inJobs, code: "import { a } from '../../../lib/toast.ts'" },
    { filename: inJobs, code: "import { a } from '#client/lib/toast.ts'" },
    { filename: inJobs, code: "import { a } from '#shared/job.ts'" },
    // Routes compose features; the rule is about features alone.
    { filename: '/repo/src/client/routes/index.tsx', code: "import '../features/offline/x.ts'" },
  ],
  invalid: [
    { filename: inJobs, code: "import { a } from '../../offline/lib/x.ts'", errors: 1 },
    { filename: inJobs, code: "import { a } from '#client/features/forms/x.ts'", errors: 1 },
    { filename: inJobs, code: "export * from '../../content/x.ts'", errors: 1 },
    { filename: inJobs, code: "const m = import('../../offline/x.ts')", errors: 1 },
  ],
})

import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'

import { JobBoard } from './job-board.tsx'
import './styles.css'

const root = document.getElementById('root')
if (root) {
  createRoot(root).render(
    <StrictMode>
      <JobBoard />
    </StrictMode>,
  )
}

'use client'

/** Prints the report: the print stylesheet (impactReport.css) leaves out the admin's navigation and the form. */
export function PrintButton() {
  return (
    <button type="button" className="btn btn--style-secondary btn--size-small" onClick={() => window.print()}>
      Print
    </button>
  )
}

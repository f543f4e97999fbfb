import type { DefaultCellComponentProps } from 'payload'

/** List cell of a checkbox: 'Yes' or 'No', the words staff would say, rather than Payload's `true` / `false`. */
export function YesNoCell({ cellData }: DefaultCellComponentProps) {
  return <span>{cellData === true ? 'Yes' : 'No'}</span>
}

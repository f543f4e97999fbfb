import { permanentRedirect } from 'next/navigation'

/** Teaching guides live at /resources/guides; this address moved there for good (308). */
export default function MovedToGuides() {
  permanentRedirect('/resources/guides')
}

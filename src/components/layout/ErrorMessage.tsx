import { SiteLink } from '@/components/layout/SiteLink'
import { errorHeadline, NOT_FOUND_DETAIL, RETURN_HOME_TEXT } from '@/lib/navigation/errorPage'

import styles from './ErrorMessage.module.css'

/** The body of the error page: status, headline, optional message and the way home. */
export function ErrorMessage({ status, message }: { status: number; message?: string }) {
  const detail = message || (status === 404 ? NOT_FOUND_DETAIL : undefined)
  return (
    <div className={styles.error}>
      <p className={styles.status}>{status}</p>
      <h1 className={styles.headline}>{errorHeadline(status)}</h1>
      {detail && <p className={styles.message}>{detail}</p>}
      <p>
        <SiteLink href="/" className={styles.home}>
          {RETURN_HOME_TEXT}
        </SiteLink>
      </p>
    </div>
  )
}

import type { Metadata } from 'next'
import Link from 'next/link'

import { CatalogueView, type SearchParams } from '@/components/catalogue/CatalogueView'
import styles from '@/components/catalogue/catalogue.module.css'
import { Showcase } from '@/components/catalogue/Showcase'
import { DefaultLayout } from '@/components/layout'
import { getShowcase } from '@/lib/catalogue/server'

export const metadata: Metadata = {
  title: 'Catalog · A.R.T. Press',
  description: 'Books published by A.R.T. Press, for sale.',
}

export default async function PressPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const [showcase, params] = await Promise.all([getShowcase('press'), searchParams])
  return (
    <DefaultLayout>
      <div className={styles.page}>
        <header className={styles.intro}>
          <p className="eyebrow">A.R.T. Press</p>
          <h1 className={styles.pageTitle}>Catalog</h1>
          <p className={styles.mission}>
            Books we publish with artists, sold to support the Library Program. <Link href="/press/about">About the press</Link>
          </p>
        </header>
        <Showcase data={showcase} />
        <CatalogueView catalogue="press" searchParams={params} />
      </div>
    </DefaultLayout>
  )
}

import styles from './catalogue.module.css'

export function Availability({ inStock }: { inStock: boolean | null | undefined }) {
  return (
    <span className={inStock ? styles.inStock : styles.outOfStock}>{inStock ? 'In stock' : 'Out of stock'}</span>
  )
}

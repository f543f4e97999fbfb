// Placeholder until the catalogue/search work lands: the header renders this to open the search dialog.
export function SearchButton() {
  return (
    <a className="button button--ghost" href="/search">
      Search
    </a>
  )
}

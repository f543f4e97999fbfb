export default function HomePage() {
  return <main><h1>A.R.T.</h1></main>
}

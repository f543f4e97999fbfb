// Placeholder until the donations work lands: loads the donation options itself and renders the widget.
export async function DonationWidget({ placement = 'page' }: { placement?: 'page' | 'footer' }) {
  return (
    <a className="button" href="/donation" data-placement={placement}>
      Donate
    </a>
  )
}

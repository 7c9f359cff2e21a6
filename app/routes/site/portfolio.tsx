// Scaffold: replaced by the feature that owns this route.
export default function Page() {
  return (
    <main id="main">
      <h1>site/portfolio</h1>
    </main>
  );
}

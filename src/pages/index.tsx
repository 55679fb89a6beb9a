import Head from 'next/head';

/** Placeholder home until the storefront shell lands; it proves the app and the API run in one process. */
export default function Home() {
  return (
    <>
      <Head>
        <title>Groops — food and groceries, delivered</title>
      </Head>
      <main style={{ fontFamily: 'system-ui, sans-serif', maxWidth: 640, margin: '64px auto', padding: 16 }}>
        <h1>Groops</h1>
        <p>Food and grocery ordering and delivery from the shops and restaurants near you.</p>
        <p>The API answers under /api/v1 (health at /api/v1/health, its OpenAPI document at /api/v1/openapi.json).</p>
      </main>
    </>
  );
}

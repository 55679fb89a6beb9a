import { useState } from 'react';
import ui from '@/ui/app/plain.module.css';
import { shellPage } from '@/ui/ssr/shell';

function Exploding(): never {
  throw new Error('Deliberate render failure (end-to-end test)');
}

/** Exists only when E2E_HOOKS=1 (the end-to-end server): proves the error boundary and its recovery. */
export default function CrashPage() {
  const [explode, setExplode] = useState(false);
  return (
    <div style={{ padding: 24 }}>
      <button type="button" className={`${ui.btn} ${ui.outlined}`} onClick={() => setExplode(true)} data-testid="explode">Break this page</button>
      {explode && <Exploding />}
    </div>
  );
}

CrashPage.plain = true;

const page = shellPage();
export const getServerSideProps: typeof page = async (ctx) => (process.env.E2E_HOOKS === '1' ? page(ctx) : { notFound: true });

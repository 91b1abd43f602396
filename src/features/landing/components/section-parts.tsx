/** Pieces the landing sections share: a centred heading and a feature icon. */

export function SectionHeading({ id, title, lead }: { id: string; title: string; lead?: string }) {
  return (
    <div className="mx-auto max-w-2xl text-center">
      <h2 id={id} className="text-3xl font-bold tracking-tight text-slate-900">
        {title}
      </h2>
      {lead ? <p className="mt-3 text-slate-600">{lead}</p> : null}
    </div>
  );
}

export function FeatureIcon({ kind }: { kind: string }) {
  const paths: Record<string, string> = {
    spelling: 'M4 19h16M6 15l4-10 4 10M7.5 11.5h5M16 9l2 2 3-4',
    style: 'M4 20l4-1 11-11-3-3L5 16l-1 4ZM14 6l3 3',
    realtime: 'M13 3 5 13h6l-1 8 8-10h-6l1-8Z',
    privacy: 'M12 3 5 6v5c0 4.5 3 8 7 10 4-2 7-5.5 7-10V6l-7-3Zm-3 9 2 2 4-4',
    anywhere:
      'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18Zm-9-9h18M12 3c2.5 2.7 3.5 5.7 3.5 9s-1 6.3-3.5 9c-2.5-2.7-3.5-5.7-3.5-9s1-6.3 3.5-9Z',
  };
  return (
    <span className="inline-flex size-11 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
      <svg viewBox="0 0 24 24" fill="none" aria-hidden="true" className="size-6">
        <path
          d={paths[kind]}
          stroke="currentColor"
          strokeWidth="1.8"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
    </span>
  );
}

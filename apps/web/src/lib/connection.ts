interface NetworkInformationLike {
  saveData?: boolean;
  effectiveType?: string;
}

/** Spec §9 "Prefetch skipped on 2g or save-data connections". */
export function prefetchAllowed(nav: Navigator | undefined = globalThis.navigator): boolean {
  const connection = (nav as (Navigator & { connection?: NetworkInformationLike }) | undefined)?.connection;
  if (!connection) return true;
  return !connection.saveData && !/(^|-)2g$/.test(connection.effectiveType ?? '');
}

import { useId, useState } from 'react';
import styles from '../checkout.module.css';
import type { PaymentGuide } from '../model/types';

/**
 * How to pay through each of the bank's channels (ATM, mobile banking, internet banking): an accordion whose
 * headings are buttons (aria-expanded, aria-controls), the first one open.
 */
export function PaymentGuides({
  guides,
  headingLevel = 3,
}: {
  guides: readonly PaymentGuide[];
  headingLevel?: 3 | 4;
}) {
  const [open, setOpen] = useState<number | null>(0);
  const base = useId();
  const Heading = `h${headingLevel}` as const;
  return (
    <div className={styles.accordion}>
      {guides.map((guide, index) => {
        const expanded = open === index;
        const button = `${base}-button-${index}`;
        const panel = `${base}-panel-${index}`;
        return (
          <div key={guide.kind + guide.title} className={styles.accordionItem}>
            <Heading className={styles.accordionHeading}>
              <button
                type="button"
                id={button}
                aria-expanded={expanded}
                aria-controls={panel}
                onClick={() => setOpen(expanded ? null : index)}
              >
                <span>{guide.title}</span>
                <span aria-hidden="true">{expanded ? '−' : '+'}</span>
              </button>
            </Heading>
            <section id={panel} aria-labelledby={button} hidden={!expanded}>
              <ol className={styles.steps}>
                {guide.steps.map((step) => (
                  <li key={step}>{step}</li>
                ))}
              </ol>
            </section>
          </div>
        );
      })}
    </div>
  );
}

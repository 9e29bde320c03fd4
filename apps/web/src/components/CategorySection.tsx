import type { Category } from '@huaren/contract';
import type { UseQueryResult } from '@tanstack/react-query';
import { CategoryGrid } from './CategoryGrid';
import { QueriesView } from './QueriesView';
import { Section } from './Section';

interface CategorySectionProps {
  /** The section's heading, which also names the grid. */
  title: string;
  query: UseQueryResult<Category[]>;
  /** The grid's test id. */
  testId: string;
  /** Around the grid and its wait, e.g. to reserve the grid's height while it loads. */
  className?: string;
}

/** A section of category tiles, once its categories are in. */
export function CategorySection({ title, query, testId, className }: CategorySectionProps) {
  return (
    <Section title={title}>
      <div className={className}>
        <QueriesView queries={[query]} staleNote={false}>
          {() => <CategoryGrid categories={query.data ?? []} label={title} testId={testId} />}
        </QueriesView>
      </div>
    </Section>
  );
}

import { useRegionsQuery } from '../../api/regions';
import { QueriesView } from '../../components/QueriesView';
import { RegionPicker } from '../../components/region/RegionPicker';

/**
 * Addition to the spec's page table: the region choice opened from the home page. The choice
 * is stored under the spec's local keys, so it survives reloads.
 */
export default function RegionPage() {
  const regions = useRegionsQuery();
  return (
    <QueriesView queries={[regions]} staleNote={false}>
      {() => <RegionPicker regions={regions.data ?? []} />}
    </QueriesView>
  );
}

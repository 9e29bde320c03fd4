import { useRegionsQuery } from '../../api/regions';
import { AsyncView } from '../../components/AsyncView';
import { RegionPicker } from '../../components/region/RegionPicker';

/**
 * Addition to the spec's route table: the region choice opened from the home page. The choice
 * is stored under the spec's local keys, so it survives reloads.
 */
export default function RegionPage() {
  const regions = useRegionsQuery();
  return (
    <AsyncView
      status={regions.status}
      errorMessage={regions.error?.message}
      onRetry={() => void regions.refetch()}
    >
      <RegionPicker regions={regions.data ?? []} />
    </AsyncView>
  );
}

/** One labelled number of the statistics grids. */
export function StatTile({ label, value }: { label: string; value: number }) {
  return (
    <div className="stat-tile" data-testid={`stat-${label}`}>
      <span className="stat-value">{value}</span>
      <span className="stat-label">{label}</span>
    </div>
  );
}

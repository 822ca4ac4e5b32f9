import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';

/** Worked hours by job category (loaded on its own: recharts is large). */
export function CategoryChart({ data }: { data: { category_name: string; hours: number }[] }) {
  const described = data.map((d) => `${d.category_name} ${d.hours} h`).join(', ');
  return (
    <div role="img" aria-label={`Worked hours by job category: ${described}`}>
      <BarChart
        h={Math.max(160, data.length * 40 + 40)}
        data={data}
        dataKey="category_name"
        orientation="vertical"
        series={[{ name: 'hours', label: 'Hours', color: 'blue.6' }]}
        tickLine="x"
        gridAxis="x"
        yAxisProps={{ width: 120 }}
        valueFormatter={(v) => `${v} h`}
      />
    </div>
  );
}

/**
 * A live section whose data could not be loaded (product: 'Error loading …: {message}' plus
 * 'Please try refreshing the page'), announced as an alert.
 */
export function SectionFailure({ prefix, message, hint }: { prefix: string; message: string; hint: string }) {
  return (
    <div role="alert" className="mt-10 rounded-xl border border-red-200 bg-red-50 p-6 text-center text-red-900">
      <p className="font-semibold">
        {prefix}
        {message}
      </p>
      <p className="mt-1 text-sm">{hint}</p>
    </div>
  );
}

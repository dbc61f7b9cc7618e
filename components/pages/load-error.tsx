/** Shown in place of a content page whose data could not be read: the page name and the spec's text (careers-pages-profile §8 "The error catalogue"). */
export function LoadError({ title, message }: { title: string; message: string }) {
  return (
    <section aria-labelledby="page-title" className="mx-auto max-w-3xl px-4 py-24 text-center">
      <h1 id="page-title" className="text-3xl font-bold text-navy">
        {title}
      </h1>
      <p role="alert" className="mt-4 text-lg text-red-700">
        {message}
      </p>
    </section>
  );
}

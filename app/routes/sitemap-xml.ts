export const loader = () => new Response("", { status: 404 });

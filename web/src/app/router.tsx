import { createBrowserRouter } from "react-router-dom";
import { NotFoundPage } from "../features/errors/not-found-page";
import { HomePage } from "../features/home/home-page";

export const router = createBrowserRouter([
  { path: "/", element: <HomePage /> },
  { path: "*", element: <NotFoundPage /> },
]);
